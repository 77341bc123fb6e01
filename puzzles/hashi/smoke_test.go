package hashi

import (
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

func TestSmoke(t *testing.T) {
	for _, ex := range (Type{}).Examples() {
		p, err := Parse(ex.Text)
		if err != nil {
			t.Fatal(err)
		}
		res, err := puzzles.Solve(p, 2)
		if err != nil {
			t.Fatal(err)
		}
		t.Log(ex.Name, res.Summary())
		if len(res.Answers) > 0 {
			t.Log("\n" + res.Answers[0].Text())
		}
	}
}
