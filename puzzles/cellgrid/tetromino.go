package cellgrid

import (
	"slices"

	"github.com/puzzlesat/puzzlesat/puzzles/grid"
)

// Piece is a tetromino on the board: its cells in reading order and its
// shape's letter (see TetrominoShape).
type Piece struct {
	Cells []grid.Pos
	Shape byte
}

// fixedTetrominoes maps each placement of a tetromino at the origin (see
// atOrigin) to its letter.
var fixedTetrominoes = func() map[[4]grid.Pos]byte {
	base := map[byte][]grid.Pos{
		'L': {{}, {R: 1}, {R: 2}, {R: 2, C: 1}}, 'I': {{}, {C: 1}, {C: 2}, {C: 3}},
		'T': {{}, {C: 1}, {C: 2}, {R: 1, C: 1}}, 'S': {{C: 1}, {C: 2}, {R: 1}, {R: 1, C: 1}},
		'O': {{}, {C: 1}, {R: 1}, {R: 1, C: 1}},
	}
	out := map[[4]grid.Pos]byte{}
	for letter, cells := range base {
		for t := range 8 { // a quarter turn, a half turn, a reflection
			moved := make([]grid.Pos, 4)
			for i, p := range cells {
				if t&1 == 1 {
					p.R, p.C = p.C, -p.R
				}
				if t&2 == 2 {
					p.R, p.C = -p.R, -p.C
				}
				if t&4 == 4 {
					p.C = -p.C
				}
				moved[i] = p
			}
			out[atOrigin(moved)] = letter
		}
	}
	return out
}()

// readingOrder compares cells in reading order.
func readingOrder(a, b grid.Pos) int {
	if a.R != b.R {
		return a.R - b.R
	}
	return a.C - b.C
}

// atOrigin sorts four cells and moves them to touch row 0 and column 0.
func atOrigin(cells []grid.Pos) [4]grid.Pos {
	var out [4]grid.Pos
	minR, minC := cells[0].R, cells[0].C
	for _, p := range cells {
		minR, minC = min(minR, p.R), min(minC, p.C)
	}
	for i, p := range cells {
		out[i] = grid.Pos{R: p.R - minR, C: p.C - minC}
	}
	slices.SortFunc(out[:], readingOrder)
	return out
}

// TetrominoShape returns the letter of the shape four cells form (L, I,
// T, S or O; rotations and reflections are the same shape), or 0 when
// they are not four cells joined side to side.
func TetrominoShape(cells []grid.Pos) byte {
	if len(cells) != 4 {
		return 0
	}
	return fixedTetrominoes[atOrigin(cells)]
}

// Tetrominoes returns the tetrominoes whose shapes are among shapes
// ("LITS") that fit inside region id, in a fixed order.
func (p Partition) Tetrominoes(id int, shapes string) []Piece {
	var out []Piece
	for _, first := range p.RegionCells()[id] {
		for at, letter := range fixedTetrominoes {
			o, pc := first.Add(grid.Delta{R: -at[0].R, C: -at[0].C}), Piece{Shape: letter}
			for _, d := range at {
				if q := o.Add(grid.Delta(d)); p.Of(q) == id {
					pc.Cells = append(pc.Cells, q)
				}
			}
			if len(pc.Cells) == 4 && slices.Contains([]byte(shapes), letter) {
				out = append(out, pc)
			}
		}
	}
	slices.SortFunc(out, func(a, b Piece) int { return slices.CompareFunc(a.Cells, b.Cells, readingOrder) })
	return out
}
