// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package ecdsa

import (
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"math/big"
	"net"
	"testing"
	"time"
)

// TestTLSHandshake uses our private key as a crypto/tls certificate key: a
// self-signed certificate made by crypto/x509 (signed by our key through
// crypto.Signer) and a TLS 1.3 handshake over net.Pipe, whose
// CertificateVerify our key signs and the client verifies. It is rsa's
// tls_test.go for ECDSA keys: each key type's test stands alone.
func TestTLSHandshake(t *testing.T) {
	for _, c := range curves {
		t.Run(c.String(), func(t *testing.T) {
			k, err := GenerateKey(c, nil)
			if err != nil {
				t.Fatal(err)
			}
			std, err := k.PublicKey().ToECDSA()
			if err != nil {
				t.Fatal(err)
			}
			// The self-signed template is ../rsa/tls_test.go's too: each key type's test stands alone.
			tmpl := &x509.Certificate{
				SerialNumber: big.NewInt(1),
				Subject:      pkix.Name{CommonName: "ctcrypto.test"},
				DNSNames:     []string{"ctcrypto.test"},
				NotBefore:    time.Now().Add(-time.Hour),
				NotAfter:     time.Now().Add(time.Hour),
				KeyUsage:     x509.KeyUsageDigitalSignature,
				ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
			}
			der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, std, k)
			if err != nil {
				t.Fatal(err)
			}
			cert, _ := x509.ParseCertificate(der)
			pool := x509.NewCertPool()
			pool.AddCert(cert)
			server := &tls.Config{
				MinVersion:   tls.VersionTLS13,
				Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: k}},
			}
			client := &tls.Config{MinVersion: tls.VersionTLS13, RootCAs: pool, ServerName: "ctcrypto.test"}
			sc, cc := net.Pipe()
			errc := make(chan error, 1)
			go func() {
				s := tls.Server(sc, server)
				err := s.Handshake()
				if err == nil {
					_, err = s.Write([]byte("hello"))
				}
				// Close the pipe, not the TLS connection: a close_notify
				// would block on the unbuffered pipe.
				sc.Close()
				errc <- err
			}()
			cl := tls.Client(cc, client)
			if err := cl.Handshake(); err != nil {
				t.Fatalf("client handshake: %v", err)
			}
			buf := make([]byte, 5)
			if _, err := cl.Read(buf); err != nil || string(buf) != "hello" {
				t.Fatalf("read %q, %v", buf, err)
			}
			cc.Close()
			if err := <-errc; err != nil {
				t.Fatalf("server: %v", err)
			}
			if v := cl.ConnectionState().Version; v != tls.VersionTLS13 {
				t.Fatalf("version %x", v)
			}
		})
	}
}
