package numberlink

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/puzzlestest"
)

// benchSolve solves and counts to limit once per iteration: limit 1 times
// the first answer, limit 2 the proof of uniqueness.
func benchSolve(b *testing.B, text string, limit int) {
	p, err := Parse(text)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, err := puzzles.Solve(p, limit); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSeed(b *testing.B) {
	text, err := os.ReadFile("testdata/seed_7x7.txt")
	if err != nil {
		b.Fatal(err)
	}
	benchSolve(b, string(text), 2)
}

// BenchmarkFlowFree covers every Flow Free level (fill notouch, as they are
// read): the first answer, and solve + uniqueness count.
func BenchmarkFlowFree(b *testing.B) {
	benchFiles(b, "testdata/flowfree/*.txt", "", func(b *testing.B, text string) {
		b.Run("first", func(b *testing.B) { benchSolve(b, text, 1) })
		b.Run("proof", func(b *testing.B) { benchSolve(b, text, 2) })
	})
}

// BenchmarkNoqx times the large puzz.link boards of noqx's examples
// (testdata/noqx, classic notouch as read). "first" is the first answer the
// classic rules show: Presolve's fill notouch solve, here with its proof
// that no other fill notouch answer exists. The proof under classic is not
// timed: it does not finish in minutes (see README.md).
func BenchmarkNoqx(b *testing.B) {
	benchFiles(b, "testdata/noqx/*.txt", "fill,notouch", func(b *testing.B, text string) {
		b.Run("first", func(b *testing.B) { benchSolve(b, text, 2) })
	})
}

// benchFiles runs bench on the puzzle of each file glob matches, under
// rules (as read when ""), as the sub-benchmark named by the file.
func benchFiles(b *testing.B, glob, rules string, bench func(b *testing.B, text string)) {
	files, _ := filepath.Glob(glob)
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		p, err := Parse(string(text))
		if err != nil {
			b.Fatal(err)
		}
		if rules != "" {
			r, err := ParseRules(rules)
			if err != nil {
				b.Fatal(err)
			}
			p = p.With(r)
		}
		name := strings.TrimSuffix(filepath.Base(f), ".txt")
		b.Run(name, func(b *testing.B) { bench(b, p.String()) })
	}
}

// benchLarge are the large boards benchmarked (TestLarge solves all 21;
// both read them from NUMBERLINK_LARGE, see testdata/LARGE.md): two of each size, fill notouch.
var benchLarge = []string{"40x20_0", "40x20_1", "50x50_0", "50x50_1"}

// BenchmarkLarge times the first answer and the uniqueness proof on large
// boards from thomasahle/numberlink.
func BenchmarkLarge(b *testing.B) {
	dir := puzzlestest.Env(b, "NUMBERLINK_LARGE", "to the large boards' folder (see testdata/LARGE.md)")
	for _, name := range benchLarge {
		text, err := os.ReadFile(filepath.Join(dir, name+".txt"))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name+"/first", func(b *testing.B) { benchSolve(b, string(text), 1) })
		b.Run(name+"/proof", func(b *testing.B) { benchSolve(b, string(text), 2) })
	}
}

// BenchmarkJanko times Janko.at's Arukone set when NUMBERLINK_JANKO names
// a copy of it (thomasahle/numberlink's puzzles/janko; © Janko.at, so not
// in this repository): each iteration solves every board of one size,
// fill notouch or under the rules NUMBERLINK_RULE names (such as
// "classic,notouch"), for the first answer and for the proof.
func BenchmarkJanko(b *testing.B) {
	path := puzzlestest.Env(b, "NUMBERLINK_JANKO", "to thomasahle/numberlink's puzzles/janko")
	text, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	rules := Rules{}
	if spec := os.Getenv("NUMBERLINK_RULE"); spec != "" {
		if rules, err = ParseRules(spec); err != nil {
			b.Fatal(err)
		}
	}
	bySize := map[string][]*Puzzle{}
	var sizes []string
	for _, board := range splitBoards(string(text)) {
		p, err := Parse(board)
		if err != nil {
			b.Fatal(err)
		}
		p = p.With(rules)
		size := strings.Fields(board)[0] + "x" + strings.Fields(board)[1]
		if bySize[size] == nil {
			sizes = append(sizes, size)
		}
		bySize[size] = append(bySize[size], p)
	}
	for _, size := range sizes {
		for _, limit := range []int{1, 2} {
			b.Run(size+map[int]string{1: "/first", 2: "/proof"}[limit], func(b *testing.B) {
				for b.Loop() {
					for _, p := range bySize[size] {
						if _, err := puzzles.Solve(p, limit); err != nil {
							b.Fatal(err)
						}
					}
				}
			})
		}
	}
}

// splitBoards splits a file of "COLS ROWS" boards separated by blank lines,
// dropping '#' comment lines.
func splitBoards(text string) []string {
	var out []string
	for _, block := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n\n") {
		var lines []string
		for _, l := range strings.Split(block, "\n") {
			if l != "" && !strings.HasPrefix(l, "#") {
				lines = append(lines, l)
			}
		}
		if len(lines) > 0 {
			out = append(out, strings.Join(lines, "\n")+"\n")
		}
	}
	return out
}
