package puzzlestest

import (
	"fmt"
	"strings"
)

// Symbols is an ASCII cell alphabet for the tests of grid readers and
// writers: the character at index v stands for the value v. Its Read and
// Write methods fit the cell functions of those readers and writers.
type Symbols string

// Read returns the value that ch stands for, or an error that names ch.
func (s Symbols) Read(ch rune) (int, error) {
	if v := strings.IndexRune(string(s), ch); v >= 0 {
		return v, nil
	}
	return 0, fmt.Errorf("unexpected %q", ch)
}

// Write returns the character of value v, which must be in the alphabet.
func (s Symbols) Write(v int) byte { return s[v] }
