//go:build js

package puzzlestest

import "syscall/js"

// cpuTime is the CPU time of the process running the WebAssembly module,
// in nanoseconds, from Node's process.cpuUsage (0 where there is no such
// function: benchmarks then report wall time only).
func cpuTime() int64 {
	proc := js.Global().Get("process")
	if proc.IsUndefined() || proc.Get("cpuUsage").IsUndefined() {
		return 0
	}
	u := proc.Call("cpuUsage")
	micros := u.Get("user").Float() + u.Get("system").Float()
	return int64(micros * 1000)
}
