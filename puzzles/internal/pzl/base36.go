package pzl

import (
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// DecodeBase36 reads up to n cells of a body of one symbol a cell
// (pzprjs's Hitori codec): '0'–'9' and 'a'–'z' a number to 35, '-' and
// two base-36 digits a number to 1295, '.' an empty cell, '%' or '@' an
// Unknown one. There are no runs.
func DecodeBase36(body string, n int) ([]int, error) {
	var cells []int
	for i := 0; i < len(body) && len(cells) < n; i++ {
		switch ch := body[i]; {
		case ch == '.':
			cells = append(cells, Empty)
		case ch == '%' || ch == '@':
			cells = append(cells, Unknown)
		case ch == '-' && i+2 < len(body):
			d, err := strconv.ParseUint(body[i+1:i+3], 36, 16)
			if err != nil {
				return nil, puzzles.Errorf(0, 0, "URL body: %q at %d is not a '-' and two base-36 digits", body[i:i+3], i+1)
			}
			cells, i = append(cells, int(d)), i+2
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'z':
			d, _ := strconv.ParseUint(body[i:i+1], 36, 8)
			cells = append(cells, int(d))
		default:
			return nil, bodyError(body, i)
		}
	}
	return cells, nil
}

// EncodeBase36 writes cells (Empty, Unknown or 0 to 1295) as
// DecodeBase36 reads them.
func EncodeBase36(cells []int) string {
	var b strings.Builder
	for _, v := range cells {
		switch {
		case v == Empty:
			b.WriteByte('.')
		case v == Unknown:
			b.WriteByte('@')
		case v >= 36:
			b.WriteString("-" + strconv.FormatInt(int64(v), 36))
		default:
			b.WriteString(strconv.FormatInt(int64(v), 36))
		}
	}
	return b.String()
}
