package pzl

import (
	"fmt"
	"strconv"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// wide are the prefixes of the numbers of several hex digits in pzprjs's
// full "Number16" codec: their digit counts and what they add.
var wide = map[byte]struct{ digits, plus int }{
	'-': {2, 0}, '+': {3, 0}, '=': {3, 4096}, '%': {3, 8192}, '@': {3, 8192},
}

// DecodeNumbers reads up to n cells of a body of numbers of any size
// (pzprjs's "Number16" codec in full): '0'–'9' and 'a'–'f' a number, '-'
// and two hex digits, '+' and three, '=' and three (plus 4096), '%' or '@'
// and three (plus 8192) a larger one, '.' an Unknown one, 'g'–'z' 1 to 20
// empty cells.
func DecodeNumbers(body string, n int) ([]int, error) {
	return decode(body, n, func(i int) (v, skip, used int, err error) {
		ch := body[i]
		w, ok := wide[ch]
		switch {
		case ch >= '0' && ch <= '9', ch >= 'a' && ch <= 'f':
			d, _ := strconv.ParseInt(body[i:i+1], 16, 0)
			return int(d), 0, 1, nil
		case !ok:
			return 0, 0, 0, bodyError(body, i)
		case i+w.digits >= len(body):
			return 0, 0, 0, puzzles.Errorf(0, 0, "URL body: %q at %d needs %d hex digits", ch, i+1, w.digits)
		}
		d, err := strconv.ParseUint(body[i+1:i+1+w.digits], 16, 16)
		if err != nil {
			return 0, 0, 0, puzzles.Errorf(0, 0, "URL body: %q at %d is not a hex number", body[i+1:i+1+w.digits], i+2)
		}
		return int(d) + w.plus, 0, 1 + w.digits, nil
	})
}

// EncodeNumbers writes cells (Empty, Unknown or 0 to 8191) as
// DecodeNumbers reads them, each number in as few characters as it can.
func EncodeNumbers(cells []int) string {
	return encode(cells, func(i int) (string, int) {
		switch v := cells[i]; {
		case v < 16:
			return strconv.FormatInt(int64(v), 16), 1
		case v < 256:
			return fmt.Sprintf("-%02x", v), 1
		case v < 4096:
			return fmt.Sprintf("+%03x", v), 1
		default:
			return fmt.Sprintf("=%03x", v-4096), 1
		}
	})
}
