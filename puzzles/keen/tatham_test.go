package keen

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// TestTatham: the game IDs made by Tatham's generator (testdata/tatham)
// read, write back as themselves, and have one solution each, which Check
// accepts (testdata/tatham-*.golden keeps them).
func TestTatham(t *testing.T) {
	files, _ := filepath.Glob("testdata/tatham/*.txt")
	if len(files) != 3 {
		t.Fatalf("game ID files: %v", files)
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		t.Run(name, func(t *testing.T) {
			puzzlestest.SolvesIDs(t, Type, f, "tatham-"+name, nil)
			for _, id := range puzzlestest.IDs(t, f) {
				if p := kit.Parse(t, id); p.Check(puzzlestest.Unique(t, p)) != nil {
					t.Errorf("%s: Check refuses its solution: %v", id, p.Check(puzzlestest.Unique(t, p)))
				}
			}
		})
	}
}
