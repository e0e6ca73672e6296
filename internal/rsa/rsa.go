// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package rsa is ctcrypto's RSA engine: keys and their validation, the
// private-key operation (CRT with its fault check), key generation, and the
// PKCS #1 paddings (RFC 8017: v1.5 signatures and encryption, PSS, OAEP),
// on the constant-time bignum engine internal/bigmod. Numbers cross its
// API as big-endian bytes. The public package rsa adds the key encodings,
// the crypto.Signer and crypto.Decrypter interfaces, the conversions to
// and from crypto/rsa and the standard library's error values.
//
// Private-key operations are constant-time with respect to the key and
// the secret data on every bigmod tier: fixed-window exponentiation with
// full table scans, constant-time reductions and recombination, and
// padding checks without secret-dependent branches. What is public: the
// sizes of the modulus and of its primes, the public exponent, whether an
// operation failed and, once a decryption has succeeded, the message
// length. Key generation leaks what its documentation lists.
package rsa

import (
	"errors"
	"strconv"

	"github.com/ctcrypto/ctcrypto/internal/bigmod"
	"github.com/ctcrypto/ctcrypto/internal/subtle"
)

// The errors a caller may compare against. Their messages are crypto/rsa's;
// the public package returns crypto/rsa's values in their place.
var (
	// ErrVerification is returned by every failed signature verification.
	ErrVerification = errors.New("crypto/rsa: verification error")
	// ErrDecryption is returned by every failed decryption, whatever the
	// reason, so that nothing about the plaintext's padding is revealed.
	ErrDecryption = errors.New("crypto/rsa: decryption error")
	// ErrMessageTooLong is returned when a message is too long for the key
	// with the chosen padding.
	ErrMessageTooLong = errors.New("crypto/rsa: message too long for RSA key size")
)

const (
	MinKeyBits    = 1024 // smallest modulus accepted for any operation
	MinGenKeyBits = 2048 // smallest modulus GenerateKey makes
	MaxKeyBits    = 8192
)

// PublicKey is an RSA public key. Its Montgomery constants are computed
// once, when the key is made, and reused by every operation.
type PublicKey struct {
	n  *bigmod.Modulus
	nb []byte // modulus, big-endian, Size() bytes
	e  int
	eb []byte // e, big-endian, for ExpVarTime
}

// PrivateKey is an RSA private key with two primes, validated and with the
// CRT constants precomputed.
type PrivateKey struct {
	pub PublicKey

	d      []byte // private exponent, big-endian, pub.Size() bytes
	p, q   *bigmod.Modulus
	pb, qb []byte // the primes, big-endian, p.Size() and q.Size() bytes
	dP, dQ []byte // CRT exponents, big-endian, p.Size() and q.Size() bytes
	qInv   *bigmod.Nat
	qInvb  []byte // q⁻¹ mod p, big-endian, p.Size() bytes
	qNat   *bigmod.Nat
}

// NewPublicKey returns the public key (n, e); n is big-endian. The modulus
// must be odd and MinKeyBits to MaxKeyBits long; e must be odd,
// 3 ≤ e < 2^31.
func NewPublicKey(n []byte, e int) (*PublicKey, error) {
	for len(n) > 0 && n[0] == 0 {
		n = n[1:]
	}
	bitLen := len(n) * 8
	if len(n) > 0 {
		for b := n[0]; b&0x80 == 0; b <<= 1 {
			bitLen--
		}
	}
	if bitLen < MinKeyBits {
		return nil, errors.New("rsa: " + strconv.Itoa(bitLen) + "-bit modulus is too small (minimum " + strconv.Itoa(MinKeyBits) + " bits)")
	}
	if bitLen > MaxKeyBits {
		return nil, errors.New("rsa: " + strconv.Itoa(bitLen) + "-bit modulus is too large (maximum " + strconv.Itoa(MaxKeyBits) + " bits)")
	}
	if n[len(n)-1]&1 == 0 {
		return nil, errors.New("rsa: modulus is even")
	}
	if e < 3 || e > 1<<31-1 {
		return nil, errors.New("rsa: public exponent " + strconv.Itoa(e) + " out of range [3, 2^31)")
	}
	if e&1 == 0 {
		return nil, errors.New("rsa: public exponent is even")
	}
	N, err := bigmod.NewModulus(n)
	if err != nil {
		return nil, err
	}
	eb := []byte{byte(e >> 24), byte(e >> 16), byte(e >> 8), byte(e)}
	for eb[0] == 0 {
		eb = eb[1:]
	}
	return &PublicKey{n: N, nb: append([]byte(nil), n...), e: e, eb: eb}, nil
}

// Size returns the modulus size in bytes.
func (pub *PublicKey) Size() int { return len(pub.nb) }

// BitLen returns the modulus size in bits.
func (pub *PublicKey) BitLen() int { return pub.n.BitLen() }

// N returns the modulus, big-endian, Size() bytes. The slice is the key's
// own: callers must not modify it.
func (pub *PublicKey) N() []byte { return pub.nb }

// E returns the public exponent.
func (pub *PublicKey) E() int { return pub.e }

// encrypt computes s^e mod n into out (Size() bytes); s must be < n.
func (pub *PublicKey) encrypt(out, s []byte) error {
	var buf [bigmod.MaxLimbs]uint
	x, err := bigmod.NewNatBuf(buf[:]).SetBytes(s, pub.n)
	if err != nil {
		return errors.New("rsa: input out of range")
	}
	x.ExpVarTime(x, pub.eb, pub.n)
	x.FillBytes(out)
	return nil
}

// NewPrivateKey returns the private key with modulus n, public exponent e,
// private exponent d and primes p, q (big-endian), computing the CRT
// values. See NewPrivateKeyWithPrecomputation for the checks.
func NewPrivateKey(n []byte, e int, d, p, q []byte) (*PrivateKey, error) {
	pub, P, Q, D, err := checkFactors(n, e, d, p, q)
	if err != nil {
		return nil, err
	}
	pm1, err := bigmod.NewModulusFromNat(P.Nat().SubOne())
	if err != nil {
		return nil, errors.New("rsa: prime p is too small")
	}
	qm1, err := bigmod.NewModulusFromNat(Q.Nat().SubOne())
	if err != nil {
		return nil, errors.New("rsa: prime q is too small")
	}
	// dP = d mod p−1 and dQ = d mod q−1, then the same checks as for given
	// CRT values: e·dP ≡ 1 mod p−1 and e·dQ ≡ 1 mod q−1 hold exactly when
	// e·d ≡ 1 mod λ(n) (RFC 8017 §3.2), which rejects a d that is not e's
	// inverse (d+2, 0, 1, …) here rather than at the first signature.
	dP := bigmod.NewNat(0).Mod(D, pm1).Bytes(P)
	dQ := bigmod.NewNat(0).Mod(D, qm1).Bytes(Q)
	if checkCRTExponent(pub, P, D, dP, "p", "dP") != nil {
		return nil, errors.New("rsa: private exponent d does not match e (e·d ≢ 1 mod p−1)")
	}
	if checkCRTExponent(pub, Q, D, dQ, "q", "dQ") != nil {
		return nil, errors.New("rsa: private exponent d does not match e (e·d ≢ 1 mod q−1)")
	}
	if err := checkBounds(pub, P, Q, D); err != nil {
		return nil, err
	}
	qp := bigmod.NewNat(0).Mod(Q.Nat(), P)
	var qInv bigmod.Nat
	if !subtle.DeclassifyChoice(qInv.Inverse(qp, P)) {
		return nil, errors.New("rsa: q is not invertible modulo p")
	}
	return newPrivateKey(pub, P, Q, d, dP, dQ, qInv.Bytes(P))
}

// NewPrivateKeyWithPrecomputation returns the private key made of the
// PKCS #1 fields (RFC 8017 §A.1.2), after checking that they are
// consistent: n = p·q with p ≠ q odd; d < n; dP < p−1 and e·dP ≡ 1 mod p−1,
// and likewise for q; d ≡ dP mod p−1 and d ≡ dQ mod q−1; qInv < p and
// q·qInv ≡ 1 mod p; and the two bounds of checkBounds.
func NewPrivateKeyWithPrecomputation(n []byte, e int, d, p, q, dP, dQ, qInv []byte) (*PrivateKey, error) {
	pub, P, Q, D, err := checkFactors(n, e, d, p, q)
	if err != nil {
		return nil, err
	}
	if err := checkCRTExponent(pub, P, D, dP, "p", "dP"); err != nil {
		return nil, err
	}
	if err := checkCRTExponent(pub, Q, D, dQ, "q", "dQ"); err != nil {
		return nil, err
	}
	qi, err := bigmod.NewNat(0).SetBytes(qInv, P)
	if err != nil {
		return nil, errors.New("rsa: CRT coefficient qInv is not below p")
	}
	qp := bigmod.NewNat(0).Mod(Q.Nat(), P)
	if !subtle.DeclassifyChoice(subtle.Choice(qp.Mul(qi, P).IsOne())) {
		return nil, errors.New("rsa: CRT coefficient qInv is not the inverse of q modulo p")
	}
	if err := checkBounds(pub, P, Q, D); err != nil {
		return nil, err
	}
	return newPrivateKey(pub, P, Q, d, pad(dP, P.Size()), pad(dQ, Q.Size()), pad(qInv, P.Size()))
}

// pad returns b left-padded or cut to size bytes. b must fit: its value
// was checked to be below a modulus of at most size bytes, so any octets
// beyond size are leading zeros, dropped by count without reading them
// (b is secret).
func pad(b []byte, size int) []byte {
	if len(b) > size {
		b = b[len(b)-size:]
	}
	out := make([]byte, size)
	copy(out[size-len(b):], b)
	return out
}

// checkFactors makes the public key and checks p, q (checkPrimes) and
// d < n, the checks both constructors start with.
func checkFactors(n []byte, e int, d, p, q []byte) (pub *PublicKey, P, Q *bigmod.Modulus, D *bigmod.Nat, err error) {
	pub, err = NewPublicKey(n, e)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	P, Q, err = checkPrimes(pub, p, q)
	if err != nil {
		return nil, nil, nil, nil, err
	}
	D, err = bigmod.NewNat(0).SetBytes(d, pub.n)
	if err != nil {
		return nil, nil, nil, nil, errors.New("rsa: private exponent d is not below the modulus")
	}
	return pub, P, Q, D, nil
}

// checkPrimes validates p and q against n and returns them as moduli.
func checkPrimes(pub *PublicKey, p, q []byte) (P, Q *bigmod.Modulus, err error) {
	P, err = bigmod.NewModulus(p)
	if err != nil {
		return nil, nil, errors.New("rsa: prime p is zero")
	}
	Q, err = bigmod.NewModulus(q)
	if err != nil {
		return nil, nil, errors.New("rsa: prime q is zero")
	}
	if !P.IsOdd() || !Q.IsOdd() {
		return nil, nil, errors.New("rsa: a prime factor is even")
	}
	// The sizes are public. Both primes must be shorter than n and together
	// as long as n, which n = p·q then confirms.
	nBits := pub.n.BitLen()
	if P.BitLen() < 64 || Q.BitLen() < 64 || P.BitLen()+Q.BitLen() < nBits || P.BitLen()+Q.BitLen() > nBits+1 {
		return nil, nil, errors.New("rsa: prime sizes do not match the modulus")
	}
	prod := bigmod.MulPlain(P.Nat(), Q.Nat())
	nn := pub.n.Nat()
	if prod.Len() < nn.Len() {
		return nil, nil, errors.New("rsa: p·q does not equal n")
	}
	// prod has at least as many limbs as n; compare with n zero-extended.
	ext := bigmod.NewNat(prod.Len())
	copy(ext.Limbs(), nn.Limbs())
	if !subtle.DeclassifyChoice(subtle.Choice(prod.Equal(ext))) {
		return nil, nil, errors.New("rsa: p·q does not equal n")
	}
	// p ≠ q: with p·q = n, equal primes would mean n is a square; compare
	// directly (sizes are public, values are compared in constant time).
	if P.BitLen() == Q.BitLen() && subtle.DeclassifyChoice(subtle.Choice(P.Nat().Equal(Q.Nat()))) {
		return nil, nil, errors.New("rsa: p and q are equal")
	}
	return P, Q, nil
}

// checkCRTExponent checks dX < x−1, e·dX ≡ 1 mod x−1 and d ≡ dX mod x−1.
func checkCRTExponent(pub *PublicKey, X *bigmod.Modulus, D *bigmod.Nat, dX []byte, xName, dName string) error {
	xm1, err := bigmod.NewModulusFromNat(X.Nat().SubOne())
	if err != nil {
		return errors.New("rsa: prime " + xName + " is too small")
	}
	dx, err := bigmod.NewNat(0).SetBytes(dX, xm1)
	if err != nil {
		return errors.New("rsa: CRT exponent " + dName + " is not below " + xName + "−1")
	}
	// e·dX as a plain product, reduced mod x−1, must be 1.
	eNat := bigmod.NatFromBytes(pub.eb)
	ed := bigmod.MulPlain(dx, eNat)
	if !subtle.DeclassifyChoice(subtle.Choice(bigmod.NewNat(0).Mod(ed, xm1).IsOne())) {
		return errors.New("rsa: CRT exponent " + dName + " is not e⁻¹ mod " + xName + "−1")
	}
	if !subtle.DeclassifyChoice(subtle.Choice(bigmod.NewNat(0).Mod(D, xm1).Equal(dx))) {
		return errors.New("rsa: private exponent d does not match " + dName)
	}
	return nil
}

// checkBounds makes the two checks crypto/rsa adds to consistency
// (crypto/internal/fips140/rsa checkPrivateKey), so that a key is accepted
// here exactly when crypto/rsa.(*PrivateKey).Validate accepts it:
// |p − q| ≥ 2^(nlen/2 − 100), against Fermat factoring (FIPS 186-5
// §A.1.3; Böck, "Fermat Factorization in the Wild", 2023), and
// d ≥ 2^(nlen/2), against small-d attacks (Boneh, "Twenty Years of Attacks
// on the RSA Cryptosystem", 1999, §3). The shift amounts are public, the
// values are handled in constant time, and only the verdict is released.
func checkBounds(pub *PublicKey, P, Q *bigmod.Modulus, D *bigmod.Nat) error {
	half := pub.n.BitLen() / 2
	n := max(P.Limbs(), Q.Limbs())
	a, b := bigmod.NewNat(n), bigmod.NewNat(n)
	a.AddPlain(P.Nat())
	b.AddPlain(Q.Nat())
	ab, ba := a.Clone(), b.Clone()
	borrow := ab.SubPlain(b) // p − q, wrapping when q > p
	ba.SubPlain(a)
	ab.Select(subtle.ChoiceFromBit(borrow), ba) // |p − q|
	if subtle.DeclassifyChoice(ab.ShiftRightVarTime(half - 100).IsZero()) {
		return errors.New("rsa: primes p and q are too close (|p − q| < 2^(nlen/2 − 100))")
	}
	if subtle.DeclassifyChoice(subtle.Choice(D.Clone().ShiftRightVarTime(half).IsZero())) {
		return errors.New("rsa: private exponent d is too small (d < 2^(nlen/2))")
	}
	return nil
}

// newPrivateKey assembles a checked key and precomputes signing values.
func newPrivateKey(pub *PublicKey, P, Q *bigmod.Modulus, d, dP, dQ, qInv []byte) (*PrivateKey, error) {
	qi, err := bigmod.NewNat(0).SetBytes(qInv, P)
	if err != nil {
		return nil, errors.New("rsa: CRT coefficient qInv is not below p")
	}
	k := &PrivateKey{
		pub:   *pub,
		d:     pad(d, pub.Size()),
		p:     P,
		q:     Q,
		pb:    P.Nat().Bytes(P),
		qb:    Q.Nat().Bytes(Q),
		dP:    dP,
		dQ:    dQ,
		qInv:  qi,
		qInvb: qInv,
		qNat:  Q.Nat(),
	}
	return k, nil
}

// PublicKey returns the public half of k.
func (k *PrivateKey) PublicKey() *PublicKey { return &k.pub }

// Size returns the modulus size in bytes.
func (k *PrivateKey) Size() int { return k.pub.Size() }

// Export returns the key's values, big-endian: d in Size() bytes, p, dP
// and qInv in p's size, q and dQ in q's size. The slices are the key's
// own: callers must not modify them.
func (k *PrivateKey) Export() (d, p, q, dP, dQ, qInv []byte) {
	return k.d, k.pb, k.qb, k.dP, k.dQ, k.qInvb
}

// errFault is returned if a private-key result fails its check against the
// public key (RFC 8017 §5.1.2 note; Boneh, DeMillo, Lipton 1997).
var errFault = errors.New("rsa: internal error: private key operation failed its consistency check")

// testGlitchReduce, set only by tests, damages c mod p before the
// exponentiation: the fault a check mod p against c mod p would miss.
var testGlitchReduce bool

// decrypt computes c^d mod n into out (Size() bytes) by the CRT, in
// constant time, and checks the result against the public key. c must be
// < n (the caller has checked or, for signing, constructed it).
func (k *PrivateKey) decrypt(out, c []byte) error {
	N := k.pub.n
	// Scratch numbers live on the stack (NewNatBuf) for keys up to 8192 bits.
	var cBuf, mpBuf, mqBuf, hBuf, chkBuf [bigmod.MaxLimbs]uint
	var mBuf [bigmod.MaxLimbs + 2]uint
	C, err := bigmod.NewNatBuf(cBuf[:]).SetBytes(c, N)
	if err != nil {
		return errors.New("rsa: input out of range")
	}
	// m_p = c^dP mod p, m_q = c^dQ mod q (RFC 8017 §5.1.2, step 2.b).
	mp := bigmod.NewNatBuf(mpBuf[:]).Mod(C, k.p)
	mq := bigmod.NewNatBuf(mqBuf[:]).Mod(C, k.q)
	if testGlitchReduce { // tests only: a fault in c mod p
		mp.Limbs()[0] ^= 2
	}
	bigmod.ExpPair(mp, mp, k.dP, k.p, mq, mq, k.dQ, k.q)
	// h = qInv·(m_p − m_q) mod p.
	h := bigmod.NewNatBuf(hBuf[:]).Mod(mq, k.p)
	h = mp.Sub(h, k.p).Mul(k.qInv, k.p)
	// m = m_q + q·h < n.
	m := bigmod.NewNatBuf(mBuf[:]).SetMulPlain(h, k.qNat)
	m.AddPlain(mq)
	m.Shrink(N.Limbs())
	// Re-encrypt under the public modulus and compare with c itself.
	// Nothing on this path shares a value or a constant with the CRT
	// computation (a check mod p and mod q against c mod p and c mod q
	// would not see a fault in those reductions or in p's Montgomery
	// constants, and such a signature reveals q: Boneh, DeMillo, Lipton
	// 1997). The comparison's outcome is public.
	chk := bigmod.NewNatBuf(chkBuf[:]).ExpVarTime(m, k.pub.eb, N)
	if !subtle.DeclassifyChoice(subtle.Choice(chk.Equal(C))) {
		return errFault
	}
	m.FillBytes(out)
	return nil
}
