// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package rsa

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

// TestTLSHandshake completes crypto/tls handshakes whose server certificate
// key is a ctcrypto key: TLS 1.2 with PKCS #1 v1.5 signatures and TLS 1.3
// with PSS. The certificate itself is signed by our key through x509.
func TestTLSHandshake(t *testing.T) {
	k, _ := testKey(t, 2048)
	// The self-signed template is ../ecdsa/tls_test.go's too: each key type's test stands alone.
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "ctcrypto.test"},
		DNSNames:     []string{"ctcrypto.test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:         true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, k.Public(), k)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)

	for _, tc := range []struct {
		name    string
		version uint16
		schemes []tls.SignatureScheme
	}{
		{"TLS1.2-PKCS1v15", tls.VersionTLS12, []tls.SignatureScheme{tls.PKCS1WithSHA256}},
		{"TLS1.3-PSS", tls.VersionTLS13, []tls.SignatureScheme{tls.PSSWithSHA256}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// SupportedSignatureAlgorithms pins the scheme the server must use.
			cert := tls.Certificate{Certificate: [][]byte{der}, PrivateKey: k, SupportedSignatureAlgorithms: tc.schemes}
			c1, c2 := net.Pipe()
			defer c1.Close()
			defer c2.Close()
			server := tls.Server(c1, &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tc.version, MaxVersion: tc.version})
			client := tls.Client(c2, &tls.Config{RootCAs: pool, ServerName: "ctcrypto.test", MinVersion: tc.version, MaxVersion: tc.version,
				VerifyConnection: func(cs tls.ConnectionState) error { return nil }})
			errc := make(chan error, 1)
			go func() { errc <- server.Handshake() }()
			if err := client.Handshake(); err != nil {
				t.Fatalf("client: %v", err)
			}
			if err := <-errc; err != nil {
				t.Fatalf("server: %v", err)
			}
			if v := client.ConnectionState().Version; v != tc.version {
				t.Fatalf("negotiated version %x", v)
			}
			go func() { server.Write([]byte("ping")) }()
			buf := make([]byte, 4)
			if _, err := client.Read(buf); err != nil || string(buf) != "ping" {
				t.Fatalf("read: %v", err)
			}
		})
	}
}
