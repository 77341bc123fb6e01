package puzzles

import (
	"strings"
	"testing"
)

func TestClean(t *testing.T) {
	good := map[string]string{
		"ab\r\ncd\r\n": "ab\ncd\n",
		"ab\rcd":       "ab\ncd",
		"\uFEFF#x\n":   "#x\n",
		"été":          "été",
	}
	for in, want := range good {
		if got, err := Clean(in); err != nil || got != want {
			t.Errorf("Clean(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	bad := map[string]string{
		"ab\nc\xffd":                    "line 2, column 2: the input is not UTF-8 text (byte 0xff)",
		"\xc3":                          "line 1, column 1: the input is not UTF-8 text (byte 0xc3)",
		strings.Repeat("x", MaxInput+1): "input is 1048577 bytes, more than the limit of 1048576",
	}
	for in, want := range bad {
		if _, err := Clean(in); err == nil || err.Error() != want {
			t.Errorf("Clean(%.20q) error %v, want %q", in, err, want)
		}
	}
}

func TestUnescape(t *testing.T) {
	cases := map[string]string{
		"3x3%3Aabc":  "3x3:abc",
		"no escapes": "no escapes",
		"a%2":        "a%2",
		"a%zz":       "a%zz",
		"%41%62":     "Ab",
	}
	for in, want := range cases {
		if got := Unescape(in); got != want {
			t.Errorf("Unescape(%q) = %q, want %q", in, got, want)
		}
	}
}
