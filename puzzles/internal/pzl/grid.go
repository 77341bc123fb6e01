package pzl

import "github.com/puzzlesat/puzzlesat/puzzles"

// Values maps the cells of a codec onto a type's cell values and back:
// Empty and Unknown onto the type's values for them, every number onto
// itself.
type Values struct {
	Empty, Unknown int
	// Refuse, when set, refuses a decoded number or Unknown that the type
	// has no value for (a clue out of range, '?' where none is allowed).
	Refuse func(v int) error
}

// Cell maps a decoded cell onto the type's value, or refuses it.
func (m Values) Cell(v int) (int, error) {
	if v != Empty && m.Refuse != nil {
		if err := m.Refuse(v); err != nil {
			return 0, err
		}
	}
	switch v {
	case Empty:
		return m.Empty, nil
	case Unknown:
		return m.Unknown, nil
	}
	return v, nil
}

// Code maps one of the type's cell values onto the codec's.
func (m Values) Code(v int) int {
	switch v {
	case m.Empty:
		return Empty
	case m.Unknown:
		return Unknown
	}
	return v
}

// ReadGrid reads the URL of one of the type names keys (the first names
// the type in messages) into a grid of its size: decode reads the body's
// cells in reading order and values maps them onto the type's. A body
// that ends before the board is full is refused (see Place).
func ReadGrid(url string, keys []string, decode func(body string, n int) ([]int, error), values Values) ([][]int, error) {
	u, err := Split(url, keys...)
	if err != nil {
		return nil, err
	}
	g, err := puzzles.NewGrid(u.Rows, u.Cols, values.Empty)
	if err != nil {
		return nil, puzzles.Errorf(0, 0, "URL: %v", err)
	}
	cells, err := decode(u.Body, u.Rows*u.Cols)
	if err != nil {
		return nil, err
	}
	if err := Place(g, cells, values.Cell); err != nil {
		return nil, err
	}
	return g, nil
}

// WriteGrid returns the URL of grid g under the type name key: values maps
// its cells onto the codec's and encode writes them.
func WriteGrid(key string, g [][]int, encode func(cells []int) string, values Values) string {
	cells := Flat(g)
	for i, v := range cells {
		cells[i] = values.Code(v)
	}
	return Join(key, len(g[0]), len(g), encode(cells))
}
