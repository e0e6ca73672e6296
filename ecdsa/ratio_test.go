package ecdsa

import (
	"crypto"
	stdecdsa "crypto/ecdsa"
	"crypto/rand"
	"crypto/sha256"
	"os"
	"sort"
	"testing"
	"time"
)

// TestSpeedRatio measures ours against crypto/ecdsa in interleaved bursts,
// which keeps the ratio meaningful on a busy machine. Run with
// CTCRYPTO_RATIO=1 go test -run SpeedRatio -v ./ecdsa.
func TestSpeedRatio(t *testing.T) {
	if os.Getenv("CTCRYPTO_RATIO") == "" {
		t.Skip("set CTCRYPTO_RATIO=1")
	}
	digest := sha256.Sum256([]byte("ratio"))
	for _, c := range curves {
		k, _ := GenerateKey(c, nil)
		std, _ := k.ToECDSA()
		sig, _ := k.Sign(rand.Reader, digest[:], crypto.SHA256)
		ops := map[string][2]func(){
			"signing": {
				func() { k.Sign(rand.Reader, digest[:], crypto.SHA256) },
				func() { stdecdsa.SignASN1(rand.Reader, std, digest[:]) },
			},
			"verify": {
				func() { VerifyASN1(k.PublicKey(), digest[:], sig) },
				func() { stdecdsa.VerifyASN1(&std.PublicKey, digest[:], sig) },
			},
		}
		for _, name := range []string{"signing", "verify"} {
			f := ops[name]
			var tOurs, tStd time.Duration
			var ratios []float64
			var n int
			deadline := time.Now().Add(2 * time.Second)
			for time.Now().Before(deadline) {
				s := time.Now()
				for i := 0; i < 3; i++ {
					f[0]()
				}
				a := time.Since(s)
				s = time.Now()
				for i := 0; i < 3; i++ {
					f[1]()
				}
				b := time.Since(s)
				tOurs += a
				tStd += b
				ratios = append(ratios, b.Seconds()/a.Seconds())
				n += 3
			}
			sort.Float64s(ratios)
			t.Logf("%s %s: ours %.0f ops/s, stdlib %.0f ops/s, ratio %.2fx (median of %d bursts)", c, name,
				float64(n)/tOurs.Seconds(), float64(n)/tStd.Seconds(), ratios[len(ratios)/2], len(ratios))
		}
	}
}
