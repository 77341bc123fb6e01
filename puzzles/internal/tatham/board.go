package tatham

import "strings"

// Board reads a game ID "PARAMS:DESC" whose description is a board in
// the shape Cells reads: PARAMS as ReadParams reads them with spec, then
// the cells, a letter 'a'–'z' a run of empty cells and every other
// character one cell, read by cell. The parameters are returned when
// they read, also when the cells do not.
func Board(id string, spec []Param, empty int, cell func(ch rune) (int, error)) (Params, [][]int, error) {
	params, desc, _ := strings.Cut(strings.TrimSpace(id), ":")
	p, err := ReadParams(params, spec...)
	if err != nil {
		return Params{}, nil, err
	}
	cells, err := Cells(desc, len(params)+2, p.W, p.H, empty, cell)
	return p, cells, err
}

// BoardID writes cells as the game ID Board reads: the size, params (the
// parameters after it) and the description, runs of empty cells as
// letters and every other cell as char writes it.
func BoardID(params string, cells [][]int, empty int, char func(v int) byte) string {
	return ID(len(cells[0]), len(cells), params, Desc(cells, empty, char))
}
