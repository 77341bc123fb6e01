package pipes

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Answer is a solved board.
type Answer struct {
	// Rotations holds each tile's clockwise turn in degrees from its kind's
	// rotation 0 in the seed's table (2a: 0 ┃, 90 ━; 2b: 0 ┏, 90 ┓, 180 ┛,
	// 270 ┗; 3: 0 ┣, 90 ┳, 180 ┫, 270 ┻; 1: 0 ╻, 90 ╸, 180 ╹, 270 ╺; 0 and
	// 4 always 0). An unknown tile ('?') is turned from the rotation 0 of
	// the kind it turned out to be.
	Rotations [][]Rotation `json:"rotations"`
	// Grid is the solved picture, one box-drawing character per tile,
	// space for an empty tile ('?' where a partial answer does not know).
	Grid []string `json:"grid"`
}

// Rotation is a turn in degrees, or Unknown (JSON null) in a partial answer.
type Rotation int

// Unknown marks a tile whose orientation a partial answer does not know.
const Unknown Rotation = -1

// MarshalJSON writes the number of degrees, or null when Unknown.
func (r Rotation) MarshalJSON() ([]byte, error) {
	if r == Unknown {
		return []byte("null"), nil
	}
	return []byte(strconv.Itoa(int(r))), nil
}

// UnmarshalJSON reads a number of degrees, or null as Unknown.
func (r *Rotation) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		*r = Unknown
		return nil
	}
	var n int
	if err := json.Unmarshal(b, &n); err != nil {
		return err
	}
	*r = Rotation(n)
	return nil
}

// Text implements puzzles.Answer: the solved picture.
func (a *Answer) Text() string { return strings.Join(a.Grid, "\n") + "\n" }

// newAnswer builds the answer for tiles turned to masks; cells where known
// is false (when known is not nil) are unknown.
func newAnswer(masks [][]Tile, known [][]bool) *Answer {
	a := &Answer{Rotations: make([][]Rotation, len(masks))}
	for r, row := range masks {
		a.Rotations[r] = make([]Rotation, len(row))
		line := make([]rune, len(row))
		for c, t := range row {
			if known != nil && !known[r][c] {
				a.Rotations[r][c], line[c] = Unknown, '?'
				continue
			}
			a.Rotations[r][c], line[c] = Rotation(t.Rotation()), t.Glyph()
		}
		a.Grid = append(a.Grid, string(line))
	}
	return a
}

// Picture draws tiles with the seed's box-drawing characters.
func Picture(masks [][]Tile) []string {
	return newAnswer(masks, nil).Grid
}

// Check implements puzzles.Instance: the rules, from the rotations and the
// picture alone.
func (p *Puzzle) Check(ans puzzles.Answer) error {
	a, err := puzzles.AnswerAs[*Answer](ans, "pipes")
	if err != nil {
		return err
	}
	masks, err := p.turned(a)
	if err != nil {
		return err
	}
	if err := p.checkJoints(masks); err != nil {
		return err
	}
	if p.Rule == Net {
		if err := p.checkNetwork(masks); err != nil {
			return err
		}
	}
	if strings.Join(Picture(masks), "\n") != strings.Join(a.Grid, "\n") {
		return fmt.Errorf("the picture does not match the rotations")
	}
	return nil
}

// turned returns the tiles as the answer turns them, checking that every
// rotation is one the seed's table lists for the tile's kind.
func (p *Puzzle) turned(a *Answer) ([][]Tile, error) {
	if len(a.Rotations) != p.Size.Rows || len(a.Grid) != p.Size.Rows {
		return nil, fmt.Errorf("%d rows of rotations and %d of picture for %d rows", len(a.Rotations), len(a.Grid), p.Size.Rows)
	}
	masks := make([][]Tile, p.Size.Rows)
	for r := range masks {
		pic := []rune(a.Grid[r])
		if len(a.Rotations[r]) != p.Size.Cols || len(pic) != p.Size.Cols {
			return nil, fmt.Errorf("row %d has %d rotations and %d picture cells for %d columns", r+1, len(a.Rotations[r]), len(pic), p.Size.Cols)
		}
		masks[r] = make([]Tile, p.Size.Cols)
		for c := range masks[r] {
			t, err := turnedTile(p.Tiles[r][c], a.Rotations[r][c], pic[c])
			if err != nil {
				return nil, fmt.Errorf("%s: %w", puzzles.CellName(grid.Pos{R: r, C: c}), err)
			}
			masks[r][c] = t
		}
	}
	return masks, nil
}

// turnedTile is given turned by rot; an unknown tile takes the picture's shape.
func turnedTile(given Tile, rot Rotation, pic rune) (Tile, error) {
	kind := given.Kind()
	if given == Wild {
		t, ok := tileOf(pic)
		if !ok || t == Wild {
			return 0, fmt.Errorf("unknown tile pictured as %q", pic)
		}
		if int(rot) != t.Rotation() {
			return 0, fmt.Errorf("unknown tile turned out %q has rotation %d, want %d", pic, rot, t.Rotation())
		}
		return t, nil
	}
	if !slices.Contains(tableRotations(kind), int(rot)) {
		return 0, fmt.Errorf("rotation %d is not in the table for type %s (%v)", rot, kind, tableRotations(kind))
	}
	return base[kind].Rotate(int(rot) / 90), nil
}

// tableRotations lists the rotations the seed's table gives a kind: one per
// distinct picture.
func tableRotations(kind string) []int {
	switch kind {
	case KindEmpty, KindCross:
		return []int{0}
	case KindStraight:
		return []int{0, 90}
	}
	return []int{0, 90, 180, 270}
}

// checkJoints checks that every joint meets a joint of the neighbouring
// tile, and none points off the board or through a barrier.
func (p *Puzzle) checkJoints(masks [][]Tile) error {
	for _, pos := range p.Size.Cells() {
		t := masks[pos.R][pos.C]
		for _, d := range grid.Dirs {
			if !t.Has(d) {
				continue
			}
			q, ok := p.Neighbour(pos, d)
			switch {
			case !ok:
				return fmt.Errorf("the tile at %s points %s off the board", puzzles.CellName(pos), d)
			case p.Blocked(pos, d):
				return fmt.Errorf("the tile at %s points %s through a barrier", puzzles.CellName(pos), d)
			case !masks[q.R][q.C].Has(d.Opposite()):
				return fmt.Errorf("the tile at %s points %s at %s, which has no joint there", puzzles.CellName(pos), d, puzzles.CellName(q))
			}
		}
	}
	return nil
}

// checkNetwork checks the Net rule: the non-empty tiles form one connected
// network without loops.
func (p *Puzzle) checkNetwork(masks [][]Tile) error {
	e := p.layout()
	chosen := make([]bool, len(e.joints))
	for j, jt := range e.joints {
		chosen[j] = masks[jt.a.R][jt.a.C].Has(jt.da)
	}
	if c := e.g.Cycle(chosen); c != nil {
		return fmt.Errorf("the pipes form a loop through %s and %s", puzzles.CellName(e.joints[c[0]].a), puzzles.CellName(e.joints[c[0]].b))
	}
	if _, n := e.g.Components(chosen); n > 1 {
		return fmt.Errorf("the pipes form %d separate networks, not one", n)
	}
	return nil
}

// Differences lists the [row, column] cells whose pictures differ between
// two answers, in reading order (for highlighting, as the seed compared its
// two solutions side by side). Cells that only one answer has count as
// different; answers of other types have no differences.
func Differences(a, b puzzles.Answer) [][2]int {
	x, y, ok := puzzles.AnswerPair[*Answer](a, b)
	if !ok || x == nil || y == nil {
		return nil
	}
	var out [][2]int
	for r := 0; r < max(len(x.Grid), len(y.Grid)); r++ {
		rx, ry := runesAt(x.Grid, r), runesAt(y.Grid, r)
		for c := 0; c < max(len(rx), len(ry)); c++ {
			if c >= len(rx) || c >= len(ry) || rx[c] != ry[c] {
				out = append(out, [2]int{r, c})
			}
		}
	}
	return out
}

func runesAt(rows []string, r int) []rune {
	if r < len(rows) {
		return []rune(rows[r])
	}
	return nil
}

// Diff implements puzzles.Instance: the cells whose tiles differ.
func (p *Puzzle) Diff(a, b puzzles.Answer) []puzzles.Target {
	var out []puzzles.Target
	for _, c := range Differences(a, b) {
		out = append(out, puzzles.Target{R: c[0], C: c[1]})
	}
	return out
}
