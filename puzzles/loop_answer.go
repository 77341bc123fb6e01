package puzzles

import (
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// LoopAnswer is the answer of a puzzle whose solution is one loop drawn
// through the points of a lattice (cell centres in Masyu, cell corners in
// Slitherlink). Loop lists its points in order, [row, column], the first
// not repeated at the end. A partial answer (what every solution shares)
// has no loop: Lines lists the lines known to be drawn and Off those
// known to be absent, each as its two points. Grid is the picture Text
// prints, drawn by the type when it decodes the answer.
type LoopAnswer struct {
	Loop  [][2]int    `json:"loop"`
	Lines [][2][2]int `json:"lines,omitempty"`
	Off   [][2][2]int `json:"off,omitempty"`
	Grid  []string    `json:"grid,omitempty"`
}

// Links returns the lines drawn: the loop's and the partial ones.
func (a *LoopAnswer) Links() map[grid.Link]bool { return grid.Links(a.Loop, a.Lines) }

// Text implements Answer: the picture, or the list of the loop's points
// when the answer has none (one written by hand).
func (a *LoopAnswer) Text() string {
	if a.Grid == nil {
		return grid.LoopText(a.Loop)
	}
	return Lines(a.Grid)
}

// CheckLoopAnswer is the start of Check for a loop type called name: ans
// must be a LoopAnswer whose loop is a closed path of distinct points of
// a rows x cols lattice (each a point, such as "cell"). It returns the
// answer and each point's place on the loop.
func CheckLoopAnswer(ans Answer, name string, rows, cols int, point string) (*LoopAnswer, map[[2]int]int, error) {
	a, err := AnswerAs[*LoopAnswer](ans, name)
	if err != nil {
		return nil, nil, err
	}
	at, err := grid.CheckLoopOnly(a.Loop, a.Lines, rows, cols, point)
	return a, at, err
}

// DiffLoops is Instance.Diff for loop answers on a board of size: the
// cells whose own lines differ, where owned lists the lines a cell owns
// (each line owned by one cell, at most 64 a cell).
func DiffLoops(x, y Answer, size grid.Size, owned func(grid.Pos) []grid.Link) []Target {
	return DiffAt(x, y, size, func(a *LoopAnswer) map[grid.Pos]uint64 {
		on := a.Links()
		out := map[grid.Pos]uint64{}
		for _, pos := range size.Cells() {
			for i, l := range owned(pos) {
				if on[l] {
					out[pos] |= 1 << i
				}
			}
		}
		return out
	})
}
