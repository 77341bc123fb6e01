package undead_test

import (
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/app"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
	"github.com/puzzlesat/puzzlesat/puzzles/sat"
	"github.com/puzzlesat/puzzlesat/puzzles/undead"
)

// TestPlay: a person enters a ghost, a vampire or a zombie in every empty
// square, by keys named after them, and the solution is solved.
func TestPlay(t *testing.T) {
	p, err := undead.Parse("4x4:0,2,6,LLaRLaRaRaRdL,2,1,1,1,2,2,2,2,2,2,3,3,3,0,0,1")
	if err != nil {
		t.Fatal(err)
	}
	pl, err := app.NewPlay(p)
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, k := range pl.Keys() {
		labels = append(labels, k.Label)
	}
	if got := strings.Join(labels, " "); got != "Ghost Vampire Zombie Clear" {
		t.Errorf("play keys %s", got)
	}
	dec, _ := p.Encode(sat.NewModel())
	entries, err := dec.(puzzles.Enterer).Entries(puzzlestest.Unique(t, p))
	if err != nil || len(entries) != 8 {
		t.Fatalf("%d entries (%v), want the 8 empty squares", len(entries), err)
	}
	if pl.Apply(entries); !pl.Check() {
		t.Error("the solution entered is not solved")
	}
}
