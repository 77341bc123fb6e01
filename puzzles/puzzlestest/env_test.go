package puzzlestest_test

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

func TestEnv(t *testing.T) {
	t.Setenv("PUZZLESTEST_ENV", "x")
	if got := puzzlestest.Env(t, "PUZZLESTEST_ENV", "to x"); got != "x" {
		t.Errorf("Env = %q, want x", got)
	}
	t.Setenv("PUZZLESTEST_ENV", "")
	skipped := false
	t.Run("unset", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		puzzlestest.Env(t, "PUZZLESTEST_ENV", "to x")
	})
	if !skipped {
		t.Error("Env did not skip with the variable unset")
	}
}
