//go:build amd64 && !purego

package aes

// Temporary: the AES-NI and VAES kernels are being generated.

var supportsHW = false
var supportsVAES512, supportsVAES256 = false, false

func hwEncryptBlock(rounds int, enc *[240]byte, dst, src *[16]byte)          { panic("aes: no hw") }
func hwDecryptBlock(rounds int, dec *[240]byte, dst, src *[16]byte)          { panic("aes: no hw") }
func hwEncryptBlocks(rounds int, enc *[240]byte, dst, src []byte)            { panic("aes: no hw") }
func hwCTR(rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte)       { panic("aes: no hw") }
func hwCBCEncrypt(rounds int, enc *[240]byte, dst, src []byte, iv *[16]byte) { panic("aes: no hw") }
func hwCBCDecrypt(rounds int, dec *[240]byte, dst, src []byte, iv *[16]byte) { panic("aes: no hw") }
func wideEncryptBlocks(t tier, rounds int, enc *[240]byte, dst, src []byte) {
	panic("aes: no VAES")
}
func wideCTR(t tier, rounds int, enc *[240]byte, dst, src []byte, ctr *[16]byte) {
	panic("aes: no VAES")
}
func wideCBCDecrypt(t tier, rounds int, dec *[240]byte, dst, src []byte, iv *[16]byte) {
	panic("aes: no VAES")
}
