//go:build !js

package magichex

import (
	"errors"
	"os/exec"
	"time"
)

var errNoZ3 = errors.New("no z3 binary")

// runZ3 runs z3 on an SMT-LIB file (at most 300 seconds).
func runZ3(path string) (time.Duration, string, error) {
	bin, err := exec.LookPath("z3")
	if err != nil {
		return 0, "", errNoZ3
	}
	start := time.Now()
	out, err := exec.Command(bin, "-T:300", path).Output()
	return time.Since(start), string(out), err
}
