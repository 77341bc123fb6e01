package puzzles

import "slices"

// The helpers below serve the many types whose board is a grid of cell
// values: making, copying and listing its clues.

// NewGrid returns a rows x cols grid of cells of value v, refusing a size
// outside CheckSize.
func NewGrid[T any](rows, cols int, v T) ([][]T, error) {
	if err := CheckSize(rows, cols); err != nil {
		return nil, err
	}
	g := make([][]T, rows)
	for r := range g {
		g[r] = slices.Repeat([]T{v}, cols)
	}
	return g, nil
}

// CloneGrid returns a copy of g that shares no row with it.
func CloneGrid[T any](g [][]T) [][]T {
	out := make([][]T, len(g))
	for r, row := range g {
		out[r] = slices.Clone(row)
	}
	return out
}

// KnownCells points at the cells of g whose value is not unknown (nil at
// the others): a grid's JSON form with null for an unknown cell.
func KnownCells[T comparable](g [][]T, unknown T) [][]*T {
	out := make([][]*T, len(g))
	for r, row := range g {
		out[r] = make([]*T, len(row))
		for c := range row {
			if row[c] != unknown {
				out[r][c] = &row[c]
			}
		}
	}
	return out
}

// CellValues reads what KnownCells makes: each cell's value, unknown at
// a nil one.
func CellValues[T any](g [][]*T, unknown T) [][]T {
	out := make([][]T, len(g))
	for r, row := range g {
		out[r] = make([]T, len(row))
		for c, v := range row {
			out[r][c] = unknown
			if v != nil {
				out[r][c] = *v
			}
		}
	}
	return out
}

// GridClues is Instance.Clues for a grid: the cells in reading order for
// which value returns a clue's text (it returns "" for other cells).
func GridClues[T any](g [][]T, value func(T) string) []Clue {
	var out []Clue
	for r, row := range g {
		for c, v := range row {
			if s := value(v); s != "" {
				out = append(out, Clue{Cell: [2]int{r, c}, Value: s})
			}
		}
	}
	return out
}

// GridWithout is Instance.Without for a grid: a copy of g with the cells
// of the clues numbered drop (indexes into clues) set to v.
func GridWithout[T any](g [][]T, clues []Clue, drop []int, v T) [][]T {
	out := CloneGrid(g)
	for _, i := range drop {
		if i >= 0 && i < len(clues) {
			out[clues[i].Cell[0]][clues[i].Cell[1]] = v
		}
	}
	return out
}
