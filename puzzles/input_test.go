package puzzles

import (
	"strings"
	"testing"
)

// checkText runs f on each input of cases and compares what it gives with
// the case's text: its result, or "error: " and the error's text.
func checkText(t *testing.T, name string, f func(string) (string, error), cases map[string]string) {
	t.Helper()
	for in, want := range cases {
		got, err := f(in)
		if err != nil {
			got = "error: " + err.Error()
		}
		if got != want {
			t.Errorf("%s(%.20q) = %q, want %q", name, in, got, want)
		}
	}
}

func TestClean(t *testing.T) {
	checkText(t, "Clean", Clean, map[string]string{
		"ab\r\ncd\r\n":                  "ab\ncd\n",
		"ab\rcd":                        "ab\ncd",
		"\uFEFF#x\n":                    "#x\n",
		"été":                           "été",
		"ab\nc\xffd":                    "error: line 2, column 2: the input is not UTF-8 text (byte 0xff)",
		"\xc3":                          "error: line 1, column 1: the input is not UTF-8 text (byte 0xc3)",
		strings.Repeat("x", MaxInput+1): "error: input is 1048577 bytes, more than the limit of 1048576",
	})
}

func TestUnescape(t *testing.T) {
	checkText(t, "Unescape", func(s string) (string, error) { return Unescape(s), nil }, map[string]string{
		"3x3%3Aabc":  "3x3:abc",
		"no escapes": "no escapes",
		"a%2":        "a%2",
		"a%zz":       "a%zz",
		"%41%62":     "Ab",
	})
}
