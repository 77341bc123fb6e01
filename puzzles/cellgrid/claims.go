package cellgrid

import (
	"strconv"
	"strings"
	"unicode"
)

// NumbersFillBoard reports whether the numbers of a game ID
// "WxH[params]:DESC" add up to the board's area, as a Rectangles ID's
// always do: what tells it from a Range ID of the same shape.
func NumbersFillBoard(id string) bool {
	params, desc, _ := strings.Cut(id, ":")
	w, h, _ := strings.Cut(strings.TrimRightFunc(params, unicode.IsLetter), "x")
	sum, area := 0, 0
	for _, f := range strings.FieldsFunc(desc, func(r rune) bool { return r < '0' || r > '9' }) {
		n, _ := strconv.Atoi(f)
		sum += n
	}
	if x, err := strconv.Atoi(w); err == nil {
		y, err := strconv.Atoi(h)
		if err != nil {
			y = x
		}
		area = x * y
	}
	return sum == area
}
