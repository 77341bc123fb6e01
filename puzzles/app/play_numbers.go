package app

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/puzzlesat/puzzlesat/puzzles"
)

// typeKey handles a key on part i when numbers are typed (pl.limit > 0):
// a digit is appended to the part's number while the result is one the
// part can take or can grow into (typing 1 then 2 gives 12), else it
// starts a new number; Backspace drops the last digit; Delete, Space and
// Enter clear. A number the part cannot take is refused.
func (pl *Play) typeKey(i int, key string) (bool, error) {
	switch {
	case key == "Backspace":
		return pl.typeNumber(i, pl.number(i)/10), nil
	case key == "Delete" || key == " " || key == "Enter":
		pl.typed = pending{}
		return pl.set(i, 0), nil
	case len(key) != 1 || key[0] < '0' || key[0] > '9':
		pl.typed = pending{}
		if printable(key) {
			return false, fmt.Errorf("the key %s enters nothing here; type a number", key)
		}
		return false, nil
	}
	d := int(key[0] - '0')
	cur := pl.number(i)
	next, ok := puzzles.TypeDigit(cur, d, pl.limit)
	if !ok {
		return false, nil
	}
	for _, n := range []int{next, d} {
		if n > 0 && (pl.valueIndex(i, strconv.Itoa(n)) >= 0 || pl.grows(i, n)) {
			return pl.typeNumber(i, n), nil
		}
	}
	w := pl.partWords(i)
	return false, fmt.Errorf("%s cannot hold %d", strings.ToLower(w[:1])+w[1:], next)
}

// number is the number typed into part i: a pending one, or its value (0
// when empty).
func (pl *Play) number(i int) int {
	if pl.typed.i == i && pl.typed.n > 0 {
		return pl.typed.n
	}
	if pl.state[i] == 0 {
		return 0
	}
	n, _ := strconv.Atoi(pl.parts[i].values[pl.state[i]-1].Value)
	return n
}

// typeNumber gives part i the number n: its value when it is one (0
// clears), else the part is emptied and n kept pending for more digits.
func (pl *Play) typeNumber(i, n int) bool {
	pl.typed = pending{}
	if v := pl.valueIndex(i, strconv.Itoa(n)); v >= 0 || n == 0 {
		return pl.set(i, v+1)
	}
	changed := pl.set(i, 0)
	pl.typed = pending{i, n}
	return changed
}

// grows reports whether more digits after n give a number part i takes.
func (pl *Play) grows(i, n int) bool {
	for _, v := range pl.parts[i].values {
		s, p := v.Value, strconv.Itoa(n)
		if len(s) > len(p) && strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
