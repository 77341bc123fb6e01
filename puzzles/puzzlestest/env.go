package puzzlestest

import (
	"os"
	"testing"
)

// Env returns the environment variable name, which opts in to a slow or
// outside-data test or benchmark, or skips it when name is not set, saying
// "set NAME" and what: what to set it to.
func Env(tb testing.TB, name, what string) string {
	tb.Helper()
	v := os.Getenv(name)
	if v == "" {
		tb.Skip("set " + name + " " + what)
	}
	return v
}
