//go:build !amd64 || purego

package gcm

const haveFull = false

func (g *AEAD) sealFull(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	panic("gcm: no whole-message kernel in this build")
}

func (g *AEAD) openFull(nonce *[12]byte, tag *[16]byte, dst, src, ad []byte) {
	panic("gcm: no whole-message kernel in this build")
}
