// Placeholder until the vpaes tier lands: it makes the tier contract
// compile. The vpaes file set replaces this file.

package aes

// vpaesKey holds vpaes' own encryption and decryption key schedules.
type vpaesKey struct{}

// supportsVPAES is the impl registry boolean of the vpaes tier.
var supportsVPAES = false

func vpaesSetKey(k *vpaesKey, key []byte)                        { panic("aes: vpaes unavailable") }
func vpaesEncryptBlock(k *vpaesKey, dst, src *[16]byte)          { panic("aes: vpaes unavailable") }
func vpaesDecryptBlock(k *vpaesKey, dst, src *[16]byte)          { panic("aes: vpaes unavailable") }
func vpaesEncryptBlocks(k *vpaesKey, dst, src []byte)            { panic("aes: vpaes unavailable") }
func vpaesCTR(k *vpaesKey, dst, src []byte, ctr *[16]byte)       { panic("aes: vpaes unavailable") }
func vpaesCBCEncrypt(k *vpaesKey, dst, src []byte, iv *[16]byte) { panic("aes: vpaes unavailable") }
func vpaesCBCDecrypt(k *vpaesKey, dst, src []byte, iv *[16]byte) { panic("aes: vpaes unavailable") }
