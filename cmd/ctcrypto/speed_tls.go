// Copyright 2026 The ctcrypto Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package main

import (
	"crypto"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"io"
	"math/big"
	"net"
	"runtime"
	"sync"
	"time"

	"github.com/ctcrypto/ctcrypto/ecdsa"
	"github.com/ctcrypto/ctcrypto/rsa"
	"github.com/ctcrypto/ctcrypto/tlscert"
)

// TLS 1.3 handshake benchmarks: the server's cost of one full handshake
// (see speedUsage for how it is timed), with the certificate key loaded by
// tlscert.X509KeyPair (ours) or tls.X509KeyPair (stdlib) from the same
// PEM; and, for reference, the client's cost in the same handshakes, which
// the server's key type does not change. Both configurations are crypto/tls's defaults otherwise (cipher
// suite, X25519MLKEM768 or X25519 key exchange), with session tickets off
// so that every handshake is a full one.

func init() {
	for i, kt := range []struct {
		name, pkg string
		key       func() (crypto.Signer, []byte, error) // the key and its PEM
	}{
		{"RSA 2048", "bigmod", func() (crypto.Signer, []byte, error) {
			std, err := rsaSpeedKey(2048)
			if err != nil {
				return nil, nil, err
			}
			k, err := rsa.FromStdPrivateKey(std)
			if err != nil {
				return nil, nil, err
			}
			return k, rsa.MarshalPrivateKeyPEM(k), nil
		}},
		{"ECDSA P-256", "nistec", tlsECDSAKey(ecdsa.P256())},
		{"ECDSA P-384", "nistec", tlsECDSAKey(ecdsa.P384())},
	} {
		for j, side := range []string{"server", "client"} {
			client := side == "client"
			b := benchmark{Order: 500 + 10*j + i, Prefix: "TLS 1.3 " + side + " handshake", Suffix: "(" + kt.name + ")", Package: kt.pkg}
			registerTimed(b, tlsHandshake(kt.key, tlscert.X509KeyPair, client), tlsHandshake(kt.key, tls.X509KeyPair, client))
		}
	}
}

func tlsECDSAKey(c *ecdsa.Curve) func() (crypto.Signer, []byte, error) {
	return func() (crypto.Signer, []byte, error) {
		k, _, err := ecdsaSetup(c)
		if err != nil {
			return nil, nil, err
		}
		return k, ecdsa.MarshalPrivateKeyPEM(k), nil
	}
}

// tlsHandshake returns the set-up of one side of a handshake benchmark:
// load loads the certificate and key; timeClient selects whose cost the
// operation reports.
func tlsHandshake(key func() (crypto.Signer, []byte, error), load func(certPEM, keyPEM []byte) (tls.Certificate, error), timeClient bool) timedSetup {
	return func(int) (func() time.Duration, error) {
		k, keyPEM, err := key()
		if err != nil {
			return nil, err
		}
		tmpl := &x509.Certificate{
			SerialNumber: big.NewInt(1),
			Subject:      pkix.Name{CommonName: "speed.ctcrypto.test"},
			DNSNames:     []string{"speed.ctcrypto.test"},
			NotBefore:    time.Now().Add(-time.Hour),
			NotAfter:     time.Now().Add(24 * time.Hour),
			KeyUsage:     x509.KeyUsageDigitalSignature,
			ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		}
		der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, k.Public(), k)
		if err != nil {
			return nil, err
		}
		cert, err := load(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), keyPEM)
		if err != nil {
			return nil, err
		}
		server := &tls.Config{
			Certificates:           []tls.Certificate{cert},
			MinVersion:             tls.VersionTLS13,
			SessionTicketsDisabled: true,
		}
		client := &tls.Config{
			ServerName:         "speed.ctcrypto.test",
			MinVersion:         tls.VersionTLS13,
			InsecureSkipVerify: true, // the CertificateVerify signature is still checked
		}
		return func() time.Duration { return handshake(server, client, timeClient) }, nil
	}
}

// handshake runs one handshake and returns the server's cost (or the
// client's): the CPU time of its OS thread, to which it is locked, from the
// creation of its connection to the end of its handshake. The peer runs on
// another goroutine; while the timed side waits for it, the timed side's
// thread sleeps and its clock stands still.
func handshake(server, client *tls.Config, timeClient bool) time.Duration {
	sc, cc := memPipe()
	defer sc.Close()
	defer cc.Close()
	serverSide := func() error { return tls.Server(sc, server).Handshake() }
	clientSide := func() error { return tls.Client(cc, client).Handshake() }
	timed, peer := serverSide, clientSide
	if timeClient {
		timed, peer = clientSide, serverSide
	}
	peerErr := make(chan error, 1)
	go func() { peerErr <- peer() }()

	runtime.LockOSThread()
	start := threadClock()
	err := timed()
	cost := threadClock() - start
	runtime.UnlockOSThread()

	if err == nil {
		err = <-peerErr
	}
	if err != nil {
		panic("tls handshake: " + err.Error())
	}
	return cost
}

// memPipe returns the two ends of an in-memory connection whose writes
// never block, as a socket's with room in its send buffer do not. (With
// net.Pipe every write would wait for the peer to read all of it, so the
// server would sleep and be woken in the middle of each flight, a cost no
// server on a socket pays.)
func memPipe() (net.Conn, net.Conn) {
	a, b := newMemQueue(), newMemQueue()
	return &memConn{in: a, out: b}, &memConn{in: b, out: a}
}

// memQueue is one direction of a memPipe.
type memQueue struct {
	mu     sync.Mutex
	ready  sync.Cond
	buf    []byte
	closed bool
}

func newMemQueue() *memQueue {
	q := &memQueue{}
	q.ready.L = &q.mu
	return q
}

type memConn struct{ in, out *memQueue }

func (c *memConn) Read(p []byte) (int, error) {
	q := c.in
	q.mu.Lock()
	defer q.mu.Unlock()
	for len(q.buf) == 0 && !q.closed {
		q.ready.Wait()
	}
	if len(q.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, q.buf)
	q.buf = q.buf[n:]
	return n, nil
}

func (c *memConn) Write(p []byte) (int, error) {
	q := c.out
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return 0, io.ErrClosedPipe
	}
	q.buf = append(q.buf, p...)
	q.ready.Signal()
	return len(p), nil
}

// Close closes both directions: the peer reads what is left, then EOF.
func (c *memConn) Close() error {
	for _, q := range [2]*memQueue{c.in, c.out} {
		q.mu.Lock()
		q.closed = true
		q.ready.Broadcast()
		q.mu.Unlock()
	}
	return nil
}

type memAddr struct{}

func (memAddr) Network() string { return "memPipe" }
func (memAddr) String() string  { return "memPipe" }

func (c *memConn) LocalAddr() net.Addr              { return memAddr{} }
func (c *memConn) RemoteAddr() net.Addr             { return memAddr{} }
func (c *memConn) SetDeadline(time.Time) error      { return nil }
func (c *memConn) SetReadDeadline(time.Time) error  { return nil }
func (c *memConn) SetWriteDeadline(time.Time) error { return nil }
