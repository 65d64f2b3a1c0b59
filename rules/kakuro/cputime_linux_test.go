package kakuro

import (
	"syscall"
	"unsafe"
)

// threadCPU is the calling thread's CPU time in nanoseconds (the caller
// locks its OS thread): on a shared machine it leaves out the time the
// thread waited for a core, which wall-clock timing cannot.
func threadCPU() (int64, bool) {
	const clockThreadCPUTime = 3 // CLOCK_THREAD_CPUTIME_ID
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0, false
	}
	return ts.Nano(), true
}
