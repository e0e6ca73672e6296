// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package tlscert loads a crypto/tls certificate whose private key is a
// ctcrypto key, as a drop-in for tls.X509KeyPair and tls.LoadX509KeyPair.
//
// crypto/tls uses a certificate's key only through crypto.Signer and
// crypto.Decrypter, so with a ctcrypto key these steps of a handshake run on
// ctcrypto:
//
//   - the signature that proves possession of the certificate key: the
//     server's CertificateVerify in TLS 1.3 and ServerKeyExchange in TLS
//     1.0–1.2 (ECDHE suites), and the client's CertificateVerify when the
//     key is a client certificate's;
//   - the decryption of the premaster secret in the RSA key exchange of
//     TLS 1.0–1.2 (TLS_RSA_* suites), with implicit rejection in constant
//     time (RFC 5246 §7.4.7.1).
//
// Everything else stays on the standard library inside crypto/tls: record
// encryption (AES-GCM, ChaCha20-Poly1305), the key exchange (ECDHE on
// X25519 and the NIST curves, ML-KEM hybrids), the key schedule (HKDF, the
// TLS 1.2 PRF), transcript hashing, and the verification of the peer's
// certificate chain and handshake signature.
//
// RSA keys of 1024 to 8192 bits with two primes and ECDSA keys on P-256,
// P-384 and P-521 become ctcrypto keys. Any other key that crypto/tls
// accepts (Ed25519, other curves, multi-prime or smaller RSA keys, ML-DSA
// where the toolchain has it) is returned as tls.X509KeyPair returns it, as
// a standard-library key: these functions accept and reject exactly what
// tls.X509KeyPair does.
package tlscert

import (
	"crypto"
	stdecdsa "crypto/ecdsa"
	stdrsa "crypto/rsa"
	"crypto/tls"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/ctcrypto/ctcrypto/ecdsa"
	"github.com/ctcrypto/ctcrypto/rsa"
)

// LoadX509KeyPair reads a certificate chain and a private key from a pair
// of PEM files, as tls.LoadX509KeyPair does, and returns them as X509KeyPair
// does.
func LoadX509KeyPair(certFile, keyFile string) (tls.Certificate, error) {
	certPEMBlock, err := os.ReadFile(certFile)
	if err != nil {
		return tls.Certificate{}, err
	}
	keyPEMBlock, err := os.ReadFile(keyFile)
	if err != nil {
		return tls.Certificate{}, err
	}
	return X509KeyPair(certPEMBlock, keyPEMBlock)
}

// X509KeyPair parses a certificate chain and its private key from PEM data
// with the rules of tls.X509KeyPair: every "CERTIFICATE" block of
// certPEMBlock, in order, forms the chain (other blocks are skipped); the
// key is the first block of keyPEMBlock whose type is "PRIVATE KEY" or ends
// in " PRIVATE KEY" (PKCS #1, PKCS #8 or SEC 1 DER, not encrypted); the key
// must match the leaf certificate's public key. Leaf is set to the parsed
// leaf certificate, as Go 1.23 and later do by default (the GODEBUG setting
// x509keypairleaf=0 is not consulted when the key is ctcrypto's).
//
// For an RSA or ECDSA key that ctcrypto supports, PrivateKey is a
// *rsa.PrivateKey or *ecdsa.PrivateKey of this module; otherwise it is the
// standard library's key that tls.X509KeyPair returns. Errors are those of
// tls.X509KeyPair.
func X509KeyPair(certPEMBlock, keyPEMBlock []byte) (tls.Certificate, error) {
	fail := func(err error) (tls.Certificate, error) { return tls.Certificate{}, err }

	var cert tls.Certificate
	var skippedBlockTypes []string
	for rest := certPEMBlock; ; {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			break
		}
		if block.Type == "CERTIFICATE" {
			cert.Certificate = append(cert.Certificate, block.Bytes)
		} else {
			skippedBlockTypes = append(skippedBlockTypes, block.Type)
		}
	}
	if len(cert.Certificate) == 0 {
		if len(skippedBlockTypes) == 0 {
			return fail(errors.New("tls: failed to find any PEM data in certificate input"))
		}
		if len(skippedBlockTypes) == 1 && strings.HasSuffix(skippedBlockTypes[0], "PRIVATE KEY") {
			return fail(errors.New("tls: failed to find certificate PEM data in certificate input, but did find a private key; PEM inputs may have been switched"))
		}
		return fail(fmt.Errorf("tls: failed to find \"CERTIFICATE\" PEM block in certificate input after skipping PEM blocks of the following types: %v", skippedBlockTypes))
	}

	skippedBlockTypes = skippedBlockTypes[:0]
	var keyDER []byte
	for rest := keyPEMBlock; ; {
		var block *pem.Block
		block, rest = pem.Decode(rest)
		if block == nil {
			if len(skippedBlockTypes) == 0 {
				return fail(errors.New("tls: failed to find any PEM data in key input"))
			}
			if len(skippedBlockTypes) == 1 && skippedBlockTypes[0] == "CERTIFICATE" {
				return fail(errors.New("tls: found a certificate rather than a key in the PEM for the private key"))
			}
			return fail(fmt.Errorf("tls: failed to find PEM block with type ending in \"PRIVATE KEY\" in key input after skipping PEM blocks of the following types: %v", skippedBlockTypes))
		}
		if block.Type == "PRIVATE KEY" || strings.HasSuffix(block.Type, " PRIVATE KEY") {
			keyDER = block.Bytes
			break
		}
		skippedBlockTypes = append(skippedBlockTypes, block.Type)
	}

	leaf, err := x509.ParseCertificate(cert.Certificate[0])
	if err != nil {
		return fail(err)
	}

	key := parsePrivateKey(keyDER)
	// The two arms repeat each other on purpose: they follow crypto/tls's
	// X509KeyPair arm for arm, so its errors and fallbacks read against it.
	switch pub := leaf.PublicKey.(type) {
	case *stdrsa.PublicKey:
		switch priv := key.(type) {
		case *rsa.PrivateKey:
			if !pub.Equal(priv.Public()) {
				return fail(errors.New("tls: private key does not match public key"))
			}
		case *ecdsa.PrivateKey:
			return fail(errors.New("tls: private key type does not match public key type"))
		default:
			return stdKeyPair(certPEMBlock, keyPEMBlock)
		}
	case *stdecdsa.PublicKey:
		switch priv := key.(type) {
		case *ecdsa.PrivateKey:
			if !pub.Equal(priv.Public()) {
				return fail(errors.New("tls: private key does not match public key"))
			}
		case *rsa.PrivateKey:
			return fail(errors.New("tls: private key type does not match public key type"))
		default:
			return stdKeyPair(certPEMBlock, keyPEMBlock)
		}
	default:
		// Ed25519, ML-DSA or an algorithm crypto/tls rejects: its rules.
		return stdKeyPair(certPEMBlock, keyPEMBlock)
	}
	cert.Leaf = leaf
	cert.PrivateKey = key
	return cert, nil
}

// stdKeyPair is tls.X509KeyPair, with an RSA or ECDSA key that ctcrypto's
// parsers did not take (crypto/x509 ignores trailing data and the public key
// embedded in a SEC 1 key, for instance) converted to a ctcrypto key where
// ctcrypto supports its size and curve.
func stdKeyPair(certPEMBlock, keyPEMBlock []byte) (tls.Certificate, error) {
	cert, err := tls.X509KeyPair(certPEMBlock, keyPEMBlock)
	if err != nil {
		return cert, err
	}
	switch k := cert.PrivateKey.(type) {
	case *stdrsa.PrivateKey:
		if ours, err := rsa.FromStdPrivateKey(k); err == nil {
			cert.PrivateKey = ours
		}
	case *stdecdsa.PrivateKey:
		if ours, err := ecdsa.FromStdPrivateKey(k); err == nil {
			cert.PrivateKey = ours
		}
	}
	return cert, nil
}

// parsePrivateKey tries ctcrypto's parsers in crypto/tls's order (PKCS #1,
// PKCS #8, SEC 1) and returns nil if none takes der. The encodings are
// disjoint ASN.1 structures, so at most one parser accepts any input.
func parsePrivateKey(der []byte) crypto.Signer {
	if k, err := rsa.ParsePKCS1PrivateKey(der); err == nil {
		return k
	}
	if k, err := rsa.ParsePKCS8PrivateKey(der); err == nil {
		return k
	}
	if k, err := ecdsa.ParsePKCS8PrivateKey(der); err == nil {
		return k
	}
	if k, err := ecdsa.ParseSEC1PrivateKey(der); err == nil {
		return k
	}
	return nil
}
