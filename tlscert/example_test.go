// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package tlscert_test

import (
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"fmt"
	"math/big"
	"time"

	"github.com/ctcrypto/ctcrypto/ecdsa"
	"github.com/ctcrypto/ctcrypto/tlscert"
)

func Example() {
	// A key and a self-signed certificate, as files on a server would
	// hold them (cert.pem, key.pem). The key signs its own certificate
	// through crypto.Signer.
	key, err := ecdsa.GenerateKey(ecdsa.P384(), nil)
	if err != nil {
		panic(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "example.com"},
		DNSNames:     []string{"example.com"},
		NotBefore:    time.Now(),
		NotAfter:     time.Now().Add(24 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, key.Public(), key)
	if err != nil {
		panic(err)
	}
	certPEM := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
	keyPEM := ecdsa.MarshalPrivateKeyPEM(key)

	// In place of tls.X509KeyPair (or tlscert.LoadX509KeyPair in place of
	// tls.LoadX509KeyPair): the same certificate, with a ctcrypto key that
	// signs the server's handshakes.
	cert, err := tlscert.X509KeyPair(certPEM, keyPEM)
	if err != nil {
		panic(err)
	}
	config := &tls.Config{Certificates: []tls.Certificate{cert}}

	_, ours := config.Certificates[0].PrivateKey.(*ecdsa.PrivateKey)
	fmt.Println("ctcrypto key:", ours)
	fmt.Println("leaf:", cert.Leaf.Subject.CommonName)
	// Output:
	// ctcrypto key: true
	// leaf: example.com
}
