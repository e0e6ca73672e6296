// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

import (
	"errors"
	"io"
	"math/bits"
	"strconv"
	"sync"

	"github.com/ctcrypto/ctcrypto/internal/bigmod"
	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// keygenE is the public exponent of generated keys (FIPS 186-5 §A.1.1
// allows any odd 2^16 < e < 2^256).
const keygenE = 65537

// GenerateKey generates a two-prime RSA key of bits bits (MinGenKeyBits
// to MaxKeyBits) with e = 65537, following FIPS 186-5 §A.1.3 (random
// probable primes): candidates with their two top bits set,
// |p − q| > 2^(bits/2 − 100), trial division then Miller–Rabin with the
// rounds of FIPS 186-5 Table B.1. Every random byte is read from random.
//
// Candidates are handled in constant time (the whole trial division runs
// for every candidate that is kept, exponentiations are constant-time).
// What leaks, as in BoringSSL, is made public where it becomes so:
//   - which candidates were rejected and at which step (trial division,
//     p ≡ 1 mod e, Miller–Rabin), and which pairs (p and q too close, or
//     gcd(p−1, q−1) with an odd part above a word);
//   - the number t of trailing zero bits of p−1 and of q−1 (the
//     Miller–Rabin squaring count), which gives away the low t+1 bits of
//     each prime (t is 2 on average);
//   - how many Miller–Rabin bases were redrawn, a count that depends on
//     the candidate's top bits (a base must be below it);
//   - n and the pairwise test's signature, functions of the public key.
//
// d is e⁻¹ mod λ(n) = lcm(p−1, q−1); dP, dQ are e⁻¹ mod p−1, q−1.
func GenerateKey(random io.Reader, bits int) (*PrivateKey, error) {
	if bits < MinGenKeyBits {
		return nil, errors.New("rsa: refusing to generate a " + strconv.Itoa(bits) + "-bit key (minimum " + strconv.Itoa(MinGenKeyBits) + " bits)")
	}
	if bits > MaxKeyBits {
		return nil, errors.New("rsa: " + strconv.Itoa(bits) + "-bit keys are not supported (maximum " + strconv.Itoa(MaxKeyBits) + " bits)")
	}
	E, _ := bigmod.NewModulus([]byte{1, 0, 1})
	for {
		p, err := randomPrime(random, (bits+1)/2, E)
		if err != nil {
			return nil, err
		}
		q, err := randomPrime(random, bits/2, E)
		if err != nil {
			return nil, err
		}
		P, _ := bigmod.NewModulus(p)
		Q, _ := bigmod.NewModulus(q)
		// |p − q| > 2^(bits/2 − 100) (FIPS 186-5 §A.1.3 step 5.4). Only the
		// outcome, a rejection, is visible; rejection is astronomically rare.
		if !farApart(P, Q, bits/2-100) {
			continue
		}
		N := bigmod.MulPlain(P.Nat(), Q.Nat())
		nb := N.FillBytes(make([]byte, (bits+7)/8))
		subtle.Declassify(nb) // n is the public key

		pm1 := P.Nat().SubOne()
		qm1 := Q.Nat().SubOne()
		dP := invPublicWord(pm1, keygenE, E)
		dQ := invPublicWord(qm1, keygenE, E)
		// d = e⁻¹ mod λ(n), λ = lcm(p−1, q−1) = (p−1)(q−1)/gcd (FIPS 186-5
		// §A.1.1 wants d < λ). The gcd is g·2^s; like the standard library
		// we retry the rare pairs whose odd part g exceeds a word.
		lambda, ok := carmichael(pm1, qm1)
		if !ok {
			continue
		}
		d := invPublicWord(lambda, keygenE, E)

		qp := bigmod.NewNat(0).Mod(Q.Nat(), P)
		var qInv bigmod.Nat
		if !subtle.DeclassifyChoice(qInv.Inverse(qp, P)) {
			return nil, errors.New("rsa: internal error: q not invertible mod p")
		}
		pub, err := NewPublicKey(nb, keygenE)
		if err != nil {
			return nil, err
		}
		k, err := newPrivateKey(pub, P, Q, d.FillBytes(make([]byte, len(nb))),
			dP.FillBytes(make([]byte, P.Size())), dQ.FillBytes(make([]byte, Q.Size())), qInv.Bytes(P))
		if err != nil {
			return nil, err
		}
		// Pairwise consistency test (FIPS 186-5 §A.1.3 via SP 800-56B
		// §6.4.1.1): sign and verify once.
		var h [32]byte
		sig, err := SignPKCS1v15(k, 0, h[:])
		if err != nil {
			return nil, err
		}
		subtle.Declassify(sig) // m^d mod n for a fixed m: a function of the public key
		if err := VerifyPKCS1v15(pub, 0, h[:], sig); err != nil {
			return nil, errors.New("rsa: internal error: generated key failed its consistency test")
		}
		return k, nil
	}
}

// carmichael returns λ = (p−1)(q−1)/gcd(p−1, q−1) in constant time, or
// false (a public verdict) if the gcd's odd part does not fit a word or
// its power of two reaches 2^64.
func carmichael(pm1, qm1 *bigmod.Nat) (*bigmod.Nat, bool) {
	n := max(pm1.Len(), qm1.Len())
	a, b := bigmod.NewNat(n), bigmod.NewNat(n)
	a.AddPlain(pm1)
	b.AddPlain(qm1)
	g, s := bigmod.GCDShift(a, b)
	high := g.Clone()
	high.Limbs()[0] = 0
	small := high.IsZero().And(subtle.LessWord(uint(s), 64))
	if !subtle.DeclassifyChoice(small) {
		return nil, false
	}
	phi := bigmod.MulPlain(pm1, qm1)
	phi.ShiftRightSecret(s, 64)
	return phi.DivWord(phi, g.Limbs()[0]), true
}

// invPublicWord returns e⁻¹ mod M for an odd public word e with
// gcd(e, M) = 1, as a Nat of M's length, in constant time: with
// t = (M mod e)⁻¹ mod e, d = (1 + M·(e − t))/e is an integer below M and
// d·e = 1 + M·(e − t) ≡ 1 mod M.
func invPublicWord(M *bigmod.Nat, e uint, E *bigmod.Modulus) *bigmod.Nat {
	r := bigmod.NewNat(0).Mod(M, E)
	t := bigmod.NewNat(0)
	t.Inverse(r, E)
	et := bigmod.NatFromBytes([]byte{1, 0, 1}) // e, then e − t
	et.SubPlain(t)
	x := bigmod.MulPlain(M, et)
	x.AddWord(1)
	x.DivExactWord(x, e)
	return x.Truncate(M.Len())
}

// farApart reports whether |p − q| > 2^bound, in constant time: which
// prime is larger is not branched on, and neither is the size of the
// difference; only the verdict is made public.
func farApart(P, Q *bigmod.Modulus, bound int) bool {
	if P.Limbs() != Q.Limbs() {
		return true // sizes are public and differ by limbs: far apart
	}
	a, b := P.Nat(), Q.Nat()
	pq, qp := a.Clone(), b.Clone()
	borrow := pq.SubPlain(b) // p − q, borrowing when q > p
	qp.SubPlain(a)
	pq.Select(subtle.ChoiceFromBit(borrow), qp)
	// |p − q| > 2^bound ⟺ |p − q| ≠ 0 and (|p − q| − 1) >> bound ≠ 0; the
	// shift amount is public. (For p = q, SubOne wraps, but nonZero is 0.)
	nonZero := pq.IsZero().Not()
	high := pq.SubOne().ShiftRightVarTime(bound)
	return subtle.DeclassifyChoice(nonZero.And(high.IsZero().Not()))
}

// sieveLimit bounds the primes of the trial division: a balance between
// its cost for the candidates that pass it and the Miller–Rabin
// exponentiations it saves (about 12.5% of random odd numbers survive).
const sieveLimit = 8192

// smallPrime is an odd prime with the constants of the Granlund–Montgomery
// divisibility test: x ≡ 0 mod p ⇔ x·inv mod 2^W ≤ lim.
type smallPrime struct{ p, inv, lim uint }

// sieveGroups holds the odd primes below sieveLimit in groups whose product
// fits a word, with that product as a one-limb modulus.
var (
	sieveOnce   sync.Once
	sieveGroups []sieveGroup
)

type sieveGroup struct {
	prod   *bigmod.Modulus
	primes []smallPrime
}

func initSieve() {
	var composite [sieveLimit]bool
	var group []smallPrime
	prod := uint(1)
	flush := func() {
		b := make([]byte, 8)
		for i := range b {
			b[7-i] = byte(uint64(prod) >> (8 * uint(i)))
		}
		m, _ := bigmod.NewModulus(b)
		sieveGroups = append(sieveGroups, sieveGroup{m, group})
		group, prod = nil, 1
	}
	for i := 3; i < sieveLimit; i += 2 {
		if composite[i] {
			continue
		}
		for j := i * i; j < sieveLimit; j += 2 * i {
			composite[j] = true
		}
		if hi, _ := bits.Mul(prod, uint(i)); hi != 0 {
			flush()
		}
		prod *= uint(i)
		p := uint(i)
		group = append(group, smallPrime{p, inverseWord(p), ^uint(0) / p})
	}
	if len(group) > 0 {
		flush()
	}
}

// passesTrialDivision reports whether w has no prime factor below
// sieveLimit. w is reduced modulo each group's product in constant time,
// and each residue is tested without division. It returns at the first
// factor found: that only reveals something about a candidate that is then
// discarded; a candidate that is kept always runs every test.
func passesTrialDivision(w *bigmod.Nat) bool {
	sieveOnce.Do(initSieve)
	var r bigmod.Nat
	for _, g := range sieveGroups {
		r.Mod(w, g.prod)
		x := r.Limbs()[0]
		divisible := subtle.Choice(0)
		for _, sp := range g.primes {
			_, borrow := bits.Sub(sp.lim, x*sp.inv, 0)
			divisible = divisible.Or(subtle.ChoiceFromBit(borrow ^ 1)) // no borrow: x·inv ≤ lim, p divides x
		}
		if subtle.DeclassifyChoice(divisible) { // a rejected candidate is discarded: public
			return false
		}
	}
	return true
}

// randomPrime returns a probable prime of exactly bits bits (top two bits
// set) with gcd(p−1, e) = 1, as big-endian bytes.
func randomPrime(random io.Reader, bits int, E *bigmod.Modulus) ([]byte, error) {
	b := make([]byte, (bits+7)/8)
	for {
		if _, err := io.ReadFull(random, b); err != nil {
			return nil, err
		}
		excess := uint(len(b)*8 - bits)
		b[0] &= 0xff >> excess
		// Top two bits set, so that p·q has exactly the requested length.
		if excess < 7 {
			b[0] |= 0xc0 >> excess
		} else {
			b[0] |= 0x01
			b[1] |= 0x80
		}
		b[len(b)-1] |= 1
		w := bigmod.NatFromBytes(b)
		if !passesTrialDivision(w) {
			continue
		}
		// p ≢ 1 mod e, so e is invertible mod p−1 (e is prime).
		if subtle.DeclassifyChoice(bigmod.NewNat(0).Mod(w, E).IsOne()) {
			continue
		}
		W, err := bigmod.NewModulus(b)
		if err != nil {
			continue
		}
		ok, err := millerRabin(random, W, millerRabinRounds(bits))
		if err != nil {
			return nil, err
		}
		if ok {
			return append([]byte(nil), b...), nil
		}
	}
}

// millerRabinRounds is FIPS 186-5 Table B.1 (error probability 2^−100 for
// primes of each size used with an auxiliary trial division).
func millerRabinRounds(bits int) int {
	switch {
	case bits >= 3747:
		return 3
	case bits >= 1345:
		return 4
	case bits >= 476:
		return 5
	default:
		return 8
	}
}

// millerRabin runs rounds Miller–Rabin tests (FIPS 186-5 §B.3.1) with
// random bases. The exponentiations are constant-time; the number of
// squarings, the trailing zeros of w−1, is made public.
func millerRabin(random io.Reader, W *bigmod.Modulus, rounds int) (bool, error) {
	w1 := W.Nat().SubOne()
	// a = the trailing zeros of w−1 ≠ 0, counted over every limb without a
	// branch; only the count is made public.
	tz, seen := 0, subtle.Choice(0)
	for _, l := range w1.Limbs() {
		tz += int(uint(subtle.TrailingZeros(l)) &^ seen.Mask()) // the limb's zeros until a non-zero limb was seen, then 0
		seen = seen.Or(subtle.IsZeroWord(l).Not())              // 1 from the first non-zero limb on
	}
	a := subtle.DeclassifyInt(tz)
	m := w1.Clone().ShiftRightVarTime(a)
	mBytes := m.FillBytes(make([]byte, W.Size()))
	bb := make([]byte, W.Size())
	excess := uint(len(bb)*8 - W.BitLen())
	var base bigmod.Nat
	for rounds > 0 {
		if _, err := io.ReadFull(random, bb); err != nil {
			return false, err
		}
		bb[0] &= 0xff >> excess
		if _, err := base.SetBytes(bb, W); err != nil {
			continue
		}
		// 1 < b < w−1 (public rejection of a random base).
		if subtle.DeclassifyChoice(base.IsZero().Or(base.IsOne()).Or(base.Equal(w1))) {
			continue
		}
		z := bigmod.NewNat(0).Exp(&base, mBytes, W)
		pass := z.IsOne().Or(z.Equal(w1))
		for j := 1; j < a; j++ {
			z.Mul(z, W)
			pass = pass.Or(z.Equal(w1))
		}
		if !subtle.DeclassifyChoice(pass) {
			return false, nil
		}
		rounds--
	}
	return true, nil
}

// inverseWord returns p⁻¹ mod 2^W for odd p (Newton's iteration; p is
// public).
func inverseWord(p uint) uint {
	inv := p // correct to 3 bits
	for i := 0; i < 5; i++ {
		inv *= 2 - p*inv
	}
	return inv
}
