package tatham

import (
	"strconv"
	"strings"
)

// ReadSize reads the size "W[xH]" at the start of a game ID's parameters,
// each side at most 4 digits (a missing number reads as 0, for the caller
// to refuse), H being W when absent, and returns what follows it.
func ReadSize(params string) (w, h int, rest string) {
	rest = params
	num := func() int {
		i := 0
		for i < len(rest) && i < 4 && '0' <= rest[i] && rest[i] <= '9' {
			i++
		}
		n, _ := strconv.Atoi(rest[:i])
		rest = rest[i:]
		return n
	}
	w = num()
	h = w
	if after, ok := strings.CutPrefix(rest, "x"); ok {
		rest = after
		h = num()
	}
	return w, h, rest
}
