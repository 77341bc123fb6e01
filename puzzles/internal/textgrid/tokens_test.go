package textgrid

import (
	"fmt"
	"strconv"
	"testing"
)

func TestTokens(t *testing.T) {
	num := func(tok string) (int, error) {
		if tok == "." {
			return 0, nil
		}
		return strconv.Atoi(tok)
	}
	for _, c := range []struct {
		text   string
		spaced bool
		want   string
	}{
		{"12\n.3\n", false, "[[1 2] [0 3]] <nil>"},
		{" 12 .\n  . 3\n", true, "[[12 0] [0 3]] <nil>"},
		{"12 .\n. x3\n", true, `[] line 2, column 3: strconv.Atoi: parsing "x3": invalid syntax`},
		{"1 2 3\n4 5\n", true, "[] line 2, column 1: row has 2 cells, the first row 3"},
	} {
		_, lines, _ := Split(c.text)
		rows, err := Tokens(lines, c.spaced, num)
		if got := fmt.Sprint(rows, " ", err); got != c.want {
			t.Errorf("Tokens(%q, %v) = %s, want %s", c.text, c.spaced, got, c.want)
		}
	}
}
