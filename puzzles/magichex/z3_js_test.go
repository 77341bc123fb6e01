//go:build js

package magichex

import (
	"errors"
	"syscall/js"
	"time"
)

var errNoZ3 = errors.New("no z3 binary")

// runZ3 runs z3 on an SMT-LIB file through node's child_process, so that
// the WebAssembly benchmark measures Z3 in the same run.
func runZ3(path string) (time.Duration, string, error) {
	require := js.Global().Get("require")
	if require.Type() != js.TypeFunction {
		return 0, "", errNoZ3
	}
	cp := require.Invoke("child_process")
	opts := map[string]any{"encoding": "utf8", "maxBuffer": 1 << 20}
	start := time.Now()
	res := cp.Call("spawnSync", "z3", []any{"-T:300", path}, opts)
	d := time.Since(start)
	if e := res.Get("error"); !e.IsUndefined() && !e.IsNull() {
		return 0, "", errNoZ3
	}
	return d, res.Get("stdout").String(), nil
}
