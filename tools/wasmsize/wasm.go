package main

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// module is what wasmsize reads from a WebAssembly binary.
type module struct {
	imports int            // imported functions, numbered before the module's own
	bodies  []int          // the size of each function body, in order
	names   map[int]string // function names by index, from the name section
	data    int            // the data section's size
}

// reader reads a WebAssembly binary; a read past the end sets err.
type reader struct {
	b   []byte
	i   int
	err error
}

func (r *reader) byte() byte {
	if r.i >= len(r.b) {
		r.err = errors.New("unexpected end of module")
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

// uleb reads an unsigned LEB128 number.
func (r *reader) uleb() int {
	n, shift := 0, 0
	for r.err == nil && shift < 64 {
		x := r.byte()
		n |= int(x&0x7f) << shift
		if x < 0x80 {
			break
		}
		shift += 7
	}
	return n
}

func (r *reader) bytes(n int) []byte {
	if n < 0 || r.i+n > len(r.b) {
		r.err = errors.New("unexpected end of module")
		return nil
	}
	r.i += n
	return r.b[r.i-n : r.i]
}

func (r *reader) name() string { return string(r.bytes(r.uleb())) }

func parse(b []byte) (*module, error) {
	if !bytes.HasPrefix(b, []byte("\x00asm")) || len(b) < 8 {
		return nil, errors.New("not a WebAssembly module")
	}
	m := &module{names: map[int]string{}}
	r := &reader{b: b, i: 8}
	for r.i < len(b) && r.err == nil {
		id, size := r.byte(), r.uleb()
		sec := &reader{b: r.bytes(size)}
		switch id {
		case 2:
			m.readImports(sec)
		case 10:
			for n := sec.uleb(); n > 0 && sec.err == nil; n-- {
				start := sec.i
				sec.bytes(sec.uleb())
				m.bodies = append(m.bodies, sec.i-start)
			}
		case 11:
			m.data = size
		case 0:
			if sec.name() == "name" {
				m.readNames(sec)
			}
		}
		if r.err == nil {
			r.err = sec.err
		}
	}
	return m, r.err
}

// readImports counts the imported functions.
func (m *module) readImports(r *reader) {
	for n := r.uleb(); n > 0 && r.err == nil; n-- {
		r.name()
		r.name()
		switch r.byte() {
		case 0: // function: type index
			r.uleb()
			m.imports++
		case 1: // table: element type, limits
			r.byte()
			limits(r)
		case 2: // memory
			limits(r)
		case 3: // global: value type, mutability
			r.bytes(2)
		default:
			r.err = fmt.Errorf("unknown import kind at byte %d", r.i)
		}
	}
}

func limits(r *reader) {
	if r.byte()&1 == 1 {
		r.uleb()
	}
	r.uleb()
}

// readNames reads the function names (subsection 1 of the name section).
func (m *module) readNames(r *reader) {
	for r.i < len(r.b) && r.err == nil {
		id, size := r.byte(), r.uleb()
		sub := &reader{b: r.bytes(size)}
		if id != 1 {
			continue
		}
		for n := sub.uleb(); n > 0 && sub.err == nil; n-- {
			i := sub.uleb()
			m.names[i] = sub.name()
		}
		r.err = sub.err
	}
}

func (m *module) codeTotal() int {
	t := 0
	for _, s := range m.bodies {
		t += s
	}
	return t
}

// byPackage sums the function bodies by Go package.
func (m *module) byPackage() map[string]int {
	out := map[string]int{}
	for i, size := range m.bodies {
		out[pkgOf(m.names[m.imports+i])] += size
	}
	return out
}

// pkgOf is the Go package of a function's symbol name in the name
// section, where the linker writes a package path's slashes as '_':
// "github.com_a_b.(*T).M" is in github.com_a_b, "type:.eq.fmt.pp" in fmt.
// The package ends at the first dot, past a host name's (".com_", ".co_",
// ...). Unnamed functions count as "?".
func pkgOf(sym string) string {
	if sym == "" {
		return "?"
	}
	sym = strings.TrimPrefix(sym, "type:.eq.")
	start := 0
	if m := host.FindStringIndex(sym); m != nil {
		start = m[1]
	}
	if dot := strings.Index(sym[start:], "."); dot >= 0 {
		return sym[:start+dot]
	}
	return sym
}

// host matches a module path's host name at the start of a symbol.
var host = regexp.MustCompile(`^[a-z0-9-]+\.(com|co|org|io|in|net|dev)_`)
