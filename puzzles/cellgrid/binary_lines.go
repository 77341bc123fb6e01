package cellgrid

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles/sat"
)

// BinaryLines are the lines of a board of two colours (Binairo's): the
// literals of the cells of each row, then of each column, true for one
// colour.
type BinaryLines struct {
	Lines    [][]sat.Lit
	Rows     int  // how many of Lines are rows
	Distinct bool // no two rows alike, and no two columns (see Refine)
}

// Balanced states that every line has as many cells of each colour and
// no three alike in a row.
func (b *BinaryLines) Balanced(m *sat.Model) {
	for _, line := range b.Lines {
		m.Exactly(len(line)/2, line...)
		for i := 0; i+2 < len(line); i++ {
			m.Clause(line[i], line[i+1], line[i+2])
			m.Clause(line[i].Not(), line[i+1].Not(), line[i+2].Not())
		}
	}
}

// Refine implements puzzles.Refiner: when Distinct, for every two equal
// rows (or columns) of the model, a clause that forbids those two lines
// from both showing that pattern again. (Stating the rule up front takes
// a helper variable per position of every pair of lines; lazily, few
// clauses are ever needed.)
func (b *BinaryLines) Refine(value func(sat.Lit) bool) [][]sat.Lit {
	if !b.Distinct {
		return nil
	}
	var out [][]sat.Lit
	seen := map[string]int{}
	for i, line := range b.Lines {
		pattern := make([]byte, len(line))
		for k, x := range line {
			pattern[k] = '0'
			if value(x) {
				pattern[k] = '1'
			}
		}
		key := strconv.FormatBool(i < b.Rows) + string(pattern)
		j, dup := seen[key]
		if !dup {
			seen[key] = i
			continue
		}
		cl := make([]sat.Lit, 0, 2*len(line))
		for _, l := range [][]sat.Lit{b.Lines[j], line} {
			for k, x := range l {
				if pattern[k] == '1' {
					x = x.Not()
				}
				cl = append(cl, x)
			}
		}
		out = append(out, cl)
	}
	return out
}

// CheckBinary checks the rows and then the columns of a picture of two
// colours, on and its other: as many of each in a line (colours names
// them), no three alike in a row, and when distinct no two rows alike
// and no two columns.
func CheckBinary(rows []string, on byte, colours map[byte]string, distinct bool) error {
	if err := checkBinary("row", rows, on, colours, distinct); err != nil {
		return err
	}
	return checkBinary("column", Columns(rows), on, colours, distinct)
}

// checkBinary checks the rows or the columns, as kind says.
func checkBinary(kind string, lines []string, on byte, colours map[byte]string, distinct bool) error {
	seen := map[string]int{}
	for i, line := range lines {
		if n := strings.Count(line, string(on)); 2*n != len(line) {
			return fmt.Errorf("%s %d has %d %s cells of %d", kind, i+1, n, colours[on], len(line))
		}
		for k := 0; k+2 < len(line); k++ {
			if line[k] == line[k+1] && line[k] == line[k+2] {
				return fmt.Errorf("%s %d has three %s in a row from position %d", kind, i+1, colours[line[k]], k+1)
			}
		}
		if j, ok := seen[line]; ok && distinct {
			return fmt.Errorf("%ss %d and %d are the same", kind, j+1, i+1)
		}
		seen[line] = i
	}
	return nil
}
