//go:build js

package slitherlink

import (
	"syscall/js"
	"time"
)

// cpuTime is the CPU time of the process running the WebAssembly module,
// from Node's process.cpuUsage (0 where there is no such function).
func cpuTime() time.Duration {
	proc := js.Global().Get("process")
	if proc.IsUndefined() || proc.Get("cpuUsage").IsUndefined() {
		return 0
	}
	u := proc.Call("cpuUsage")
	micros := u.Get("user").Float() + u.Get("system").Float()
	return time.Duration(micros) * time.Microsecond
}
