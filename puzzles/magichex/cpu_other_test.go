//go:build !js

package magichex

import "syscall"

// cpuMs returns the process's CPU time (user and system) in milliseconds: a
// figure that a loaded machine disturbs less than the wall clock.
func cpuMs() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e6
}
