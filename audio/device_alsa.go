//go:build linux && !android

package audio

// #cgo pkg-config: alsa
// #include <alsa/asoundlib.h>
//
// // quiet swallows ALSA's own error printing while we probe, so a machine
// // without sound prints nothing instead of a screenful of "ALSA lib" lines.
// static void quiet(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
//
// static int cifra_probe_pcm(const char *name) {
// 	snd_lib_error_set_handler(quiet);
// 	snd_pcm_t *pcm = NULL;
// 	int err = snd_pcm_open(&pcm, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK);
// 	if (err >= 0) {
// 		snd_pcm_close(pcm);
// 	}
// 	snd_lib_error_set_handler(NULL);
// 	return err;
// }
import "C"

import "unsafe"

// deviceAvailable reports whether ALSA can open a playback device the way
// Ebitengine's driver (oto) will. Without this check, oto's failure to open
// one is returned from ebiten.RunGame and ends the game.
func deviceAvailable() bool {
	for _, name := range []string{"default", "plug:default"} {
		cname := C.CString(name)
		err := C.cifra_probe_pcm(cname)
		C.free(unsafe.Pointer(cname))
		if err >= 0 {
			return true
		}
	}
	return false
}
