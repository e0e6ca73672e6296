// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package tlscert

import (
	"bytes"
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	stdrsa "crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ctcrypto/ctcrypto/ecdsa"
	"github.com/ctcrypto/ctcrypto/rsa"
)

// A testKey is a standard-library key with a self-signed certificate and
// its PEM encodings.
type testKey struct {
	name    string
	std     crypto.Signer
	certPEM []byte
	keyPEMs map[string][]byte // by encoding: "PKCS1", "PKCS8", "SEC1"
}

var (
	testKeysOnce sync.Once
	testKeys     map[string]*testKey
)

func keys(t testing.TB) map[string]*testKey {
	testKeysOnce.Do(func() {
		testKeys = map[string]*testKey{}
		add := func(name string, k crypto.Signer) {
			tk := &testKey{name: name, std: k, keyPEMs: map[string][]byte{}}
			tk.certPEM = selfSigned(k, name)
			p8, err := x509.MarshalPKCS8PrivateKey(k)
			if err != nil {
				panic(err)
			}
			tk.keyPEMs["PKCS8"] = pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: p8})
			switch k := k.(type) {
			case *stdrsa.PrivateKey:
				tk.keyPEMs["PKCS1"] = pem.EncodeToMemory(&pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(k)})
			case *stdecdsa.PrivateKey:
				sec1, err := x509.MarshalECPrivateKey(k)
				if err != nil {
					panic(err)
				}
				tk.keyPEMs["SEC1"] = pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: sec1})
			}
			testKeys[name] = tk
		}
		otherBits := 3072
		if testing.Short() {
			otherBits = 2048 // 3072-bit generation is slow on 386
		}
		for name, bits := range map[string]int{"RSA-2048": 2048, "RSA-other": otherBits} {
			k, err := stdrsa.GenerateKey(rand.Reader, bits)
			if err != nil {
				panic(err)
			}
			add(name, k)
		}
		for _, c := range []elliptic.Curve{elliptic.P224(), elliptic.P256(), elliptic.P384(), elliptic.P521()} {
			k, err := stdecdsa.GenerateKey(c, rand.Reader)
			if err != nil {
				panic(err)
			}
			add(c.Params().Name, k)
		}
		_, ed, err := ed25519.GenerateKey(rand.Reader)
		if err != nil {
			panic(err)
		}
		add("Ed25519", ed)
	})
	return testKeys
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

func selfSigned(k crypto.Signer, name string) []byte {
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: name + ".ctcrypto.test"},
		DNSNames:              []string{"ctcrypto.test"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature | x509.KeyUsageKeyEncipherment | x509.KeyUsageCertSign,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
		IsCA:                  true,
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, k.Public(), k)
	if err != nil {
		panic(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
}

// isOurs reports whether k is one of this module's key types.
func isOurs(k crypto.PrivateKey) bool {
	switch k.(type) {
	case *rsa.PrivateKey, *ecdsa.PrivateKey:
		return true
	}
	return false
}

// supported reports whether ctcrypto supports the standard-library key k.
func supported(k crypto.PrivateKey) bool {
	switch k := k.(type) {
	case *stdrsa.PrivateKey:
		return len(k.Primes) == 2 && k.N.BitLen() >= 1024 && k.N.BitLen() <= 8192
	case *stdecdsa.PrivateKey:
		return k.Curve != elliptic.P224()
	}
	return false
}

func TestKeyTypes(t *testing.T) {
	for _, tk := range keys(t) {
		for enc, keyPEM := range tk.keyPEMs {
			cert, err := X509KeyPair(tk.certPEM, keyPEM)
			if err != nil {
				t.Errorf("%s %s: %v", tk.name, enc, err)
				continue
			}
			wantOurs := tk.name != "P-224" && tk.name != "Ed25519"
			if got := isOurs(cert.PrivateKey); got != wantOurs {
				t.Errorf("%s %s: PrivateKey is %T, want a ctcrypto key: %v", tk.name, enc, cert.PrivateKey, wantOurs)
			}
			if cert.Leaf == nil || !bytes.Equal(cert.Leaf.Raw, cert.Certificate[0]) {
				t.Errorf("%s %s: Leaf not set to the leaf certificate", tk.name, enc)
			}
			pub := cert.PrivateKey.(crypto.Signer).Public()
			if !pub.(interface{ Equal(crypto.PublicKey) bool }).Equal(tk.std.Public()) {
				t.Errorf("%s %s: loaded key's public key differs", tk.name, enc)
			}
		}
	}
}

// handshake runs one handshake over net.Pipe and returns both states.
func handshake(t *testing.T, server, client *tls.Config) (tls.ConnectionState, tls.ConnectionState) {
	t.Helper()
	c1, c2 := net.Pipe()
	defer c1.Close()
	defer c2.Close()
	s, c := tls.Server(c1, server), tls.Client(c2, client)
	errc := make(chan error, 1)
	go func() {
		err := s.Handshake()
		if err == nil {
			_, err = s.Write([]byte("ping"))
		}
		errc <- err
	}()
	if err := c.Handshake(); err != nil {
		c2.Close()
		t.Fatalf("client handshake: %v (server: %v)", err, <-errc)
	}
	buf := make([]byte, 4)
	if _, err := c.Read(buf); err != nil || string(buf) != "ping" {
		t.Fatalf("client read: %q, %v", buf, err)
	}
	if err := <-errc; err != nil {
		t.Fatalf("server: %v", err)
	}
	return s.ConnectionState(), c.ConnectionState()
}

// countingSigner counts the signatures crypto/tls asks the loaded key for.
type countingSigner struct {
	crypto.Signer
	signs, decrypts int
}

func (c *countingSigner) Sign(r io.Reader, digest []byte, opts crypto.SignerOpts) ([]byte, error) {
	c.signs++
	return c.Signer.Sign(r, digest, opts)
}

// countingDecrypter also counts decryptions; crypto/tls treats a
// crypto.Decrypter as an RSA key-exchange key, so only RSA keys get one.
type countingDecrypter struct{ *countingSigner }

func (c countingDecrypter) Decrypt(r io.Reader, msg []byte, opts crypto.DecrypterOpts) ([]byte, error) {
	c.decrypts++
	return c.Signer.(crypto.Decrypter).Decrypt(r, msg, opts)
}

// TestHandshake completes real handshakes with loaded keys as the server's
// certificate key (TLS 1.3 and 1.2 with ECDHE, and the TLS 1.2 RSA key
// exchange), and as a client certificate's key, with the peer verifying the
// chain and the handshake signature.
func TestHandshake(t *testing.T) {
	for _, name := range []string{"RSA-2048", "P-256", "P-384", "P-521"} {
		tk := keys(t)[name]
		for enc, keyPEM := range tk.keyPEMs {
			cert, err := X509KeyPair(tk.certPEM, keyPEM)
			if err != nil {
				t.Fatal(err)
			}
			if !isOurs(cert.PrivateKey) {
				t.Fatalf("%s %s: PrivateKey is %T", name, enc, cert.PrivateKey)
			}
			pool := x509.NewCertPool()
			pool.AddCert(cert.Leaf)
			type mode struct {
				name    string
				version uint16
				suites  []uint16
				mutual  bool
			}
			modes := []mode{
				{"TLS1.3", tls.VersionTLS13, nil, false},
				{"TLS1.2-ECDHE", tls.VersionTLS12, nil, false},
				{"TLS1.3-client-cert", tls.VersionTLS13, nil, true},
				{"TLS1.2-client-cert", tls.VersionTLS12, nil, true},
			}
			if name == "RSA-2048" {
				modes = append(modes, mode{"TLS1.2-RSA-kex", tls.VersionTLS12, []uint16{tls.TLS_RSA_WITH_AES_128_GCM_SHA256}, false})
			}
			for _, m := range modes {
				t.Run(name+"/"+enc+"/"+m.name, func(t *testing.T) {
					counter := &countingSigner{Signer: cert.PrivateKey.(crypto.Signer)}
					counted := cert
					counted.PrivateKey = counter
					if _, ok := cert.PrivateKey.(crypto.Decrypter); ok {
						counted.PrivateKey = countingDecrypter{counter}
					}
					server := &tls.Config{MinVersion: m.version, MaxVersion: m.version, CipherSuites: m.suites, SessionTicketsDisabled: true}
					client := &tls.Config{MinVersion: m.version, MaxVersion: m.version, CipherSuites: m.suites, RootCAs: pool, ServerName: "ctcrypto.test"}
					if m.mutual {
						// The server signs with its own standard-library key;
						// the client's CertificateVerify is ours.
						std, err := tls.X509KeyPair(tk.certPEM, keyPEM)
						if err != nil {
							t.Fatal(err)
						}
						server.Certificates = []tls.Certificate{std}
						server.ClientAuth, server.ClientCAs = tls.RequireAndVerifyClientCert, pool
						client.Certificates = []tls.Certificate{counted}
					} else {
						server.Certificates = []tls.Certificate{counted}
					}
					ss, cs := handshake(t, server, client)
					if ss.Version != m.version || cs.Version != m.version {
						t.Fatalf("negotiated %x/%x", ss.Version, cs.Version)
					}
					if m.mutual && len(ss.PeerCertificates) != 1 {
						t.Fatalf("server saw %d client certificates", len(ss.PeerCertificates))
					}
					want := 1
					if m.suites != nil {
						want = 0 // the RSA key exchange signs nothing
						if counter.decrypts != 1 {
							t.Errorf("%d decryptions, want 1", counter.decrypts)
						}
					}
					if counter.signs != want {
						t.Errorf("%d signatures, want %d", counter.signs, want)
					}
				})
			}
		}
	}
}

// bundle concatenates PEM inputs.
func bundle(parts ...[]byte) []byte { return bytes.Join(parts, nil) }

func pemBlock(typ string, b []byte, headers map[string]string) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: typ, Headers: headers, Bytes: b})
}

type pairCase struct {
	name            string
	certPEM, keyPEM []byte
}

// pairCases are the inputs on which X509KeyPair must agree with
// tls.X509KeyPair.
func pairCases(t testing.TB) []pairCase {
	ks := keys(t)
	var cases []pairCase
	add := func(name string, c, k []byte) { cases = append(cases, pairCase{name, c, k}) }
	ecParams := func(c elliptic.Curve) []byte {
		oid := map[string][]byte{
			"P-256": {0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07},
			"P-384": {0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x22},
			"P-521": {0x06, 0x05, 0x2b, 0x81, 0x04, 0x00, 0x23},
		}[c.Params().Name]
		return pemBlock("EC PARAMETERS", oid, nil)
	}
	for _, tk := range ks {
		for enc, keyPEM := range tk.keyPEMs {
			n := tk.name + "/" + enc
			add(n, tk.certPEM, keyPEM)
			add(n+"/cert+key-in-one", bundle(tk.certPEM, keyPEM), bundle(tk.certPEM, keyPEM))
			add(n+"/key+cert-in-one", bundle(keyPEM, tk.certPEM), bundle(keyPEM, tk.certPEM))
			add(n+"/switched", keyPEM, tk.certPEM)
			add(n+"/chain", bundle(tk.certPEM, ks["P-384"].certPEM), keyPEM)
			add(n+"/comments", bundle([]byte("leaf:\n"), tk.certPEM, []byte("junk\n")), bundle([]byte("key:\n"), keyPEM, []byte("\n")))
			add(n+"/other-blocks-first", bundle(pemBlock("X509 CRL", []byte{1, 2}, nil), tk.certPEM), bundle(pemBlock("FOO", []byte{3}, nil), pemBlock("PUBLIC KEY", []byte{4}, nil), keyPEM))
			if std, ok := tk.std.(*stdecdsa.PrivateKey); ok && tk.name != "P-224" {
				add(n+"/EC-PARAMETERS-first", tk.certPEM, bundle(ecParams(std.Curve), keyPEM))
			}
			der, _ := pem.Decode(keyPEM)
			typ := der.Type
			add(n+"/trailing-data", tk.certPEM, pemBlock(typ, append(bytes.Clone(der.Bytes), 0), nil))
			add(n+"/truncated", tk.certPEM, pemBlock(typ, der.Bytes[:len(der.Bytes)-1], nil))
			for _, i := range []int{len(der.Bytes) / 2, len(der.Bytes) - 1, 8} {
				b := bytes.Clone(der.Bytes)
				b[i] ^= 0x01
				add(n+"/flipped-"+itoa(i), tk.certPEM, pemBlock(typ, b, nil))
			}
			add(n+"/renamed-FOO-PRIVATE-KEY", tk.certPEM, pemBlock("FOO PRIVATE KEY", der.Bytes, nil))
			add(n+"/renamed-PRIVATEKEY", tk.certPEM, pemBlock("XPRIVATE KEY", der.Bytes, nil))
			// Encrypted PEM (RFC 1423), which crypto/tls rejects.
			encrypted, err := x509.EncryptPEMBlock(rand.Reader, typ, der.Bytes, []byte("password"), x509.PEMCipherAES256)
			if err != nil {
				t.Fatal(err)
			}
			add(n+"/encrypted", tk.certPEM, pem.EncodeToMemory(encrypted))
		}
		for _, other := range ks {
			if other != tk {
				for enc, keyPEM := range other.keyPEMs {
					add(tk.name+"-cert/"+other.name+"-"+enc+"-key", tk.certPEM, keyPEM)
				}
			}
		}
	}
	rsa2048 := ks["RSA-2048"]
	otherRSA := keys(t)["RSA-other"]
	add("no-input", nil, nil)
	add("garbage", []byte("garbage"), []byte("garbage"))
	add("no-key", rsa2048.certPEM, nil)
	add("certs-as-key", rsa2048.certPEM, bundle(rsa2048.certPEM, otherRSA.certPEM))
	add("cert-as-key", rsa2048.certPEM, rsa2048.certPEM)
	add("no-cert", nil, rsa2048.keyPEMs["PKCS1"])
	add("only-other-blocks", pemBlock("FOO", nil, nil), pemBlock("BAR", nil, nil))
	add("garbage-cert", pemBlock("CERTIFICATE", []byte("not DER"), nil), rsa2048.keyPEMs["PKCS1"])
	add("garbage-key-DER", rsa2048.certPEM, pemBlock("PRIVATE KEY", []byte("not DER"), nil))
	add("empty-key-DER", rsa2048.certPEM, pemBlock("RSA PRIVATE KEY", nil, nil))
	return cases
}

// TestAgainstStdlib checks that X509KeyPair accepts and rejects what
// tls.X509KeyPair does, with the same error, and loads the same chain and
// key.
func TestAgainstStdlib(t *testing.T) {
	for _, c := range pairCases(t) {
		compareWithStdlib(t, c.name, c.certPEM, c.keyPEM)
	}
}

func compareWithStdlib(t *testing.T, name string, certPEM, keyPEM []byte) {
	t.Helper()
	want, wantErr := tls.X509KeyPair(certPEM, keyPEM)
	got, err := X509KeyPair(certPEM, keyPEM)
	if (err == nil) != (wantErr == nil) {
		t.Errorf("%s: error %v, crypto/tls says %v", name, err, wantErr)
		return
	}
	if err != nil {
		if err.Error() != wantErr.Error() {
			t.Errorf("%s: error %q, crypto/tls says %q", name, err, wantErr)
		}
		return
	}
	if len(got.Certificate) != len(want.Certificate) {
		t.Fatalf("%s: %d certificates, crypto/tls finds %d", name, len(got.Certificate), len(want.Certificate))
	}
	for i := range got.Certificate {
		if !bytes.Equal(got.Certificate[i], want.Certificate[i]) {
			t.Errorf("%s: certificate %d differs", name, i)
		}
	}
	if got.Leaf == nil || !bytes.Equal(got.Leaf.Raw, want.Certificate[0]) {
		t.Errorf("%s: Leaf is not the leaf certificate", name)
	}
	gotPub := got.PrivateKey.(crypto.Signer).Public()
	wantPub := want.PrivateKey.(crypto.Signer).Public()
	if !gotPub.(interface{ Equal(crypto.PublicKey) bool }).Equal(wantPub) {
		t.Errorf("%s: loaded a different key", name)
	}
	if supported(want.PrivateKey) && !isOurs(got.PrivateKey) {
		t.Errorf("%s: key loaded as the standard library's %T", name, got.PrivateKey)
	}
	if isOurs(got.PrivateKey) && parsePrivateKey(firstKeyDER(keyPEM)) == nil {
		// Loaded through the standard library and converted.
		t.Logf("%s: ctcrypto's parsers reject a key that crypto/x509 accepts", name)
	}
}

// firstKeyDER returns the bytes of the block X509KeyPair takes as the key.
func firstKeyDER(keyPEM []byte) []byte {
	for {
		var block *pem.Block
		block, keyPEM = pem.Decode(keyPEM)
		if block == nil {
			return nil
		}
		if block.Type == "PRIVATE KEY" || strings.HasSuffix(block.Type, " PRIVATE KEY") {
			return block.Bytes
		}
	}
}

func FuzzX509KeyPair(f *testing.F) {
	for _, c := range pairCases(f) {
		if len(c.certPEM)+len(c.keyPEM) < 4096 {
			f.Add(c.certPEM, c.keyPEM)
		}
	}
	p256 := keys(f)["P-256"]
	f.Fuzz(func(t *testing.T, certPEM, keyPEM []byte) {
		compareWithStdlib(t, "fuzz", certPEM, keyPEM)
		// The same key DER under the P-256 certificate.
		compareWithStdlib(t, "fuzz-DER", p256.certPEM, pemBlock("PRIVATE KEY", keyPEM, nil))
		compareWithStdlib(t, "fuzz-DER-SEC1", p256.certPEM, pemBlock("EC PRIVATE KEY", keyPEM, nil))
	})
}

func TestLoadX509KeyPair(t *testing.T) {
	dir := t.TempDir()
	tk := keys(t)["P-256"]
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	if err := os.WriteFile(certFile, tk.certPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(keyFile, tk.keyPEMs["SEC1"], 0o600); err != nil {
		t.Fatal(err)
	}
	cert, err := LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := cert.PrivateKey.(*ecdsa.PrivateKey); !ok {
		t.Errorf("PrivateKey is %T", cert.PrivateKey)
	}
	missing := filepath.Join(dir, "missing.pem")
	for _, files := range [][2]string{{missing, keyFile}, {certFile, missing}} {
		_, err := LoadX509KeyPair(files[0], files[1])
		_, wantErr := tls.LoadX509KeyPair(files[0], files[1])
		if err == nil || wantErr == nil || err.Error() != wantErr.Error() {
			t.Errorf("%q: error %v, crypto/tls says %v", files, err, wantErr)
		}
	}
}

// TestSmallRSAKey loads a 512-bit RSA key, which crypto/tls accepts (with
// GODEBUG=rsa1024min=0) and ctcrypto does not support: it stays the
// standard library's.
func TestSmallRSAKey(t *testing.T) {
	t.Setenv("GODEBUG", "rsa1024min=0")
	k, err := stdrsa.GenerateKey(rand.Reader, 512)
	if err != nil {
		t.Skipf("no 512-bit keys in this toolchain: %v", err)
	}
	certPEM := selfSigned(k, "small")
	keyPEM := pemBlock("RSA PRIVATE KEY", x509.MarshalPKCS1PrivateKey(k), nil)
	compareWithStdlib(t, "RSA-512", certPEM, keyPEM)
	cert, err := X509KeyPair(certPEM, keyPEM)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := cert.PrivateKey.(*stdrsa.PrivateKey); !ok {
		t.Errorf("PrivateKey is %T, want the standard library's", cert.PrivateKey)
	}
}
