package mapcolour

import (
	_ "embed"
	"fmt"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
	"github.com/puzzlesat/puzzlesat/puzzles/cellgrid"
	"github.com/puzzlesat/puzzlesat/puzzles/grid"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/formats"
	"github.com/puzzlesat/puzzlesat/puzzles/internal/tatham"
)

// Blank is a cell without a given colour; 1 to 4 in a cell gives its
// region that colour.
const Blank = 0

// regions are Map's: their clues are the colours in their cells.
var regions = &cellgrid.RegionRule{}

// spec declares Map: a board of regions, a given colour in some.
var spec = &cellgrid.Spec[*Puzzle]{
	Name: "map", Title: "Map (four colours)", Headers: []string{"mapcolour", "fourcolour"},
	Rules: "Colour every region with one of four colours so that regions sharing a border get different colours; given colours stay.",
	Symbols: append(cellgrid.Alphabet(cellgrid.Numbers(1, 4, cellgrid.Symbol{Word: "its region's colour", Look: cellgrid.Given})),
		cellgrid.Symbol{Value: Blank, Text: "._-", Label: "Delete", Keys: []string{"Delete", "."}, Word: "to clear it"}),
	Blank: Blank, Beyond: "a map has four colours, 1 to 4",
	Help: cellgrid.RegionHelp +
		"1–4 give the cell's region that colour, Delete clears the colour, then the region. " +
		"Playing, tap a cell or press 1–4 to colour it; every cell of a region takes the region's colour.",
	Own: cellgrid.RegionOwn(regions, &cellgrid.Own[*Puzzle]{Expected: "a grid of colours and one of regions, or a Map game ID",
		Forms: func(s *cellgrid.Spec[*Puzzle]) []formats.Form[*Puzzle] {
			return []formats.Form[*Puzzle]{tatham.Form(func(id string) (*Puzzle, error) { return parseID(s, id) }, "ndehu")}
		}}),
}

//go:embed examples.txt
var examples string

// Type is the Map puzzle type; Parse reads a Map puzzle in any of its
// formats (see the package documentation), and New returns a rows x cols
// board with no regions drawn yet.
var Type, Parse, New = spec.Declare(examples, generator)

// Puzzle is a Map board: Region[r][c] is the region of each cell,
// Cells[r][c] Blank or the colour 1–4 given to its region.
type Puzzle struct{ cellgrid.Regioned }

// Validate implements puzzles.Validator: every cell in a region, each
// region whole and given one colour at most.
func (p *Puzzle) Validate() error {
	if err := p.CheckRegions(1, ""); err != nil {
		return err
	}
	_, err := p.givens()
	return err
}

// givens returns the given colour of each region, refusing a region
// given two.
func (p *Puzzle) givens() (map[int]int, error) {
	out, at := map[int]int{}, map[int]grid.Pos{}
	for _, pos := range p.Where(func(v int) bool { return v != Blank }) {
		id, v := p.Of(pos), p.At(pos)
		if was, ok := out[id]; ok && was != v {
			return nil, fmt.Errorf("region %s is given colours %d (%s) and %d (%s)", cellgrid.RegionName(id), was, rc(at[id]), v, rc(pos))
		}
		out[id], at[id] = v, pos
	}
	return out, nil
}

// edges lists the pairs of cells beside each other in Tatham's order:
// each cell and the one below it in reading order, then each cell and
// the one right of it, column by column.
func edges(size grid.Size) [][2]grid.Pos {
	var out [][2]grid.Pos
	for r := 0; r+1 < size.Rows; r++ {
		for c := range size.Cols {
			out = append(out, [2]grid.Pos{{R: r, C: c}, {R: r + 1, C: c}})
		}
	}
	for c := 0; c+1 < size.Cols; c++ {
		for r := range size.Rows {
			out = append(out, [2]grid.Pos{{R: r, C: c}, {R: r, C: c + 1}})
		}
	}
	return out
}

// parseID reads "WxHnN[dD]:EDGES,COLOURS": EDGES the runs of pairs of
// cells (see edges) alike in being split or not by a border, 'a'–'y' 1
// to 25 of them and then the other kind, 'z' 25 of them and no change,
// starting with one notional pair not split; COLOURS a digit 0–3 (our
// colour 1–4) or a run 'a'–'z' of 1 to 26 regions without one, for each
// region in reading order of its first cell.
func parseID(s *cellgrid.Spec[*Puzzle], id string) (*Puzzle, error) {
	head, desc, _ := strings.Cut(id, ":")
	par, err := tatham.ReadParams(head, tatham.Number('n'), tatham.OneOf('d', "enhu"))
	if err != nil {
		return nil, err
	}
	n, ok := par.Number('n')
	if !ok {
		return nil, puzzles.Errorf(0, 0, "game ID parameters %q: expected the regions nN after the size", head)
	}
	edgeText, colours, ok := strings.Cut(desc, ",")
	if !ok {
		return nil, puzzles.Errorf(0, 0, "game ID: expected a comma between the edges and the colours")
	}
	p, _ := s.New(par.H, par.W) // ReadParams checked the size
	pairs, col := edges(p.Size()), len(head)+2
	split, border := []bool{}, false // the first pair is the notional one
	for i, ch := range edgeText {
		if ch < 'a' || ch > 'z' {
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: unexpected %q in the edges (expected a run a-z)", col+i, ch)
		}
		for range min(int(ch-'a')+1, 25) {
			if split = append(split, border); len(split) > len(pairs)+1 {
				return nil, puzzles.Errorf(0, 0, "game ID, character %d: the edges run past the %dx%d board's %d pairs of neighbouring cells", col+i, par.W, par.H, len(pairs))
			}
		}
		border = border != (ch != 'z')
	}
	if len(split) < len(pairs)+1 {
		return nil, puzzles.Errorf(0, 0, "game ID: the edges cover %d of the %dx%d board's %d pairs of neighbouring cells", max(len(split)-1, 0), par.W, par.H, len(pairs))
	}
	root := make([]int, par.W*par.H) // a union-find forest of the cells joined by pairs not split
	for i := range root {
		root[i] = i
	}
	var find func(i int) int
	find = func(i int) int {
		if root[i] != i {
			root[i] = find(root[i])
		}
		return root[i]
	}
	for i, e := range pairs {
		if !split[i+1] {
			a, b := find(e[0].R*par.W+e[0].C), find(e[1].R*par.W+e[1].C)
			root[max(a, b)] = min(a, b)
		}
	}
	for i, pos := range p.Size().Cells() {
		p.Region[pos.R][pos.C] = find(i)
	}
	p.Rename()
	firsts := p.RegionCells()
	if len(firsts) != n {
		return nil, puzzles.Errorf(0, 0, "game ID: the edges make %d regions, the parameters say n%d", len(firsts), n)
	}
	next, col := 0, col+len(edgeText)+1
	for i, ch := range colours {
		switch {
		case ch >= 'a' && ch <= 'z':
			next += int(ch-'a') + 1
		case ch >= '0' && ch <= '3':
			if next < n {
				pos := firsts[next][0]
				p.Cells[pos.R][pos.C] = int(ch-'0') + 1
			}
			next++
		default:
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: unexpected %q in the colours (expected 0-3 or a run a-z)", col+i, ch)
		}
		if next > n {
			return nil, puzzles.Errorf(0, 0, "game ID, character %d: the colours run past the %d regions", col+i, n)
		}
	}
	if next < n {
		return nil, puzzles.Errorf(0, 0, "game ID: the colours cover %d of the %d regions", next, n)
	}
	return p, nil
}

// Written implements puzzles.FormWriter: the game ID, when it reads back
// as the puzzle (regions whole and named in reading order, each given
// colour in its region's first cell).
func (p *Puzzle) Written() []puzzles.Written {
	size, ids := p.Size(), p.IDs()
	var b strings.Builder
	run, was := 1, false
	for _, e := range edges(size) {
		if split := p.Of(e[0]) != p.Of(e[1]); split != was {
			b.WriteByte(byte('a' - 1 + run))
			run, was = 1, split
		} else if run++; run == 26 {
			b.WriteByte('z')
			run = 1
		}
	}
	b.WriteString(string(rune('a'-1+run)) + ",")
	firsts, colours := p.RegionCells(), make([]int, len(ids))
	for i, id := range ids {
		colours[i] = p.At(firsts[id][0])
	}
	b.WriteString(tatham.Desc([][]int{colours}, Blank, func(v int) byte { return byte('0' + v - 1) }))
	id := tatham.ID(size.Cols, size.Rows, fmt.Sprintf("n%d", len(ids)), b.String())
	if q, err := parseID(spec, id); err != nil || q.String() != p.String() {
		return nil
	}
	return []puzzles.Written{{Form: puzzles.GameIDForm, Text: id}}
}

// rc names a cell for messages: "r1c2".
func rc(pos grid.Pos) string { return fmt.Sprintf("r%dc%d", pos.R+1, pos.C+1) }
