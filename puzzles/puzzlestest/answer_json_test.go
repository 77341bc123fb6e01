package puzzlestest_test

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/lightup"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// lossy is an answer whose text reads a field that its JSON leaves out.
type lossy struct {
	Shown  string
	hidden string
}

func (a *lossy) Text() string { return a.Shown + a.hidden }

func TestSameAfterJSON(t *testing.T) {
	inst, err := lightup.Parse("#lightup\n1.\n")
	if err != nil {
		t.Fatal(err)
	}
	if msg := puzzlestest.SameAfterJSON(inst, &lossy{Shown: "a"}); msg != "" {
		t.Errorf("plain data: %s", msg)
	}
	if msg := puzzlestest.SameAfterJSON(inst, &lossy{Shown: "a", hidden: "b"}); !strings.Contains(msg, "prints") {
		t.Errorf("hidden state: %q, want a difference in print", msg)
	}
}
