//go:build js

package magichex

import "syscall/js"

// cpuMs returns the process's CPU time (user and system) in milliseconds,
// from node's process.cpuUsage: a figure that a loaded machine disturbs
// less than the wall clock.
func cpuMs() float64 {
	u := js.Global().Get("process").Call("cpuUsage")
	return (u.Get("user").Float() + u.Get("system").Float()) / 1000
}
