// Command wasmsize says what a Go WebAssembly module holds: the size of its
// code by Go package (from the module's "name" section, so build it without
// -ldflags="-s -w"), and its data section.
//
//	wasmsize [-n 40] [-pkg PACKAGE] FILE.wasm
//
// With -pkg it lists that package's largest functions instead (the
// package as the report names it, e.g. honnef.co_go_js_dom_v2).
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
)

func main() {
	n := flag.Int("n", 40, "how many packages (or functions) to list, largest first")
	pkg := flag.String("pkg", "", "list this package's functions rather than the packages")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-n 40] [-pkg PACKAGE] FILE.wasm")
		os.Exit(2)
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err == nil {
		var m *module
		if m, err = parse(b); err == nil && *pkg != "" {
			functions(os.Stdout, m, *pkg, *n)
		} else if err == nil {
			report(os.Stdout, m, *n)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "wasmsize:", err)
		os.Exit(1)
	}
}

// report prints the totals and the n largest packages.
func report(w io.Writer, m *module, n int) {
	byPkg := m.byPackage()
	fmt.Fprintf(w, "%10d code (%d functions)\n%10d data\n", m.codeTotal(), len(m.bodies), m.data)
	largest(w, byPkg, n)
}

// functions prints a package's total and its n largest functions.
func functions(w io.Writer, m *module, pkg string, n int) {
	sizes := map[string]int{}
	total, count := 0, 0
	for i, size := range m.bodies {
		if name := m.names[m.imports+i]; pkgOf(name) == pkg {
			sizes[name] += size
			total += size
			count++
		}
	}
	fmt.Fprintf(w, "%10d %s (%d functions)\n", total, pkg, count)
	largest(w, sizes, n)
}

// largest prints the n largest of sizes, by size then name.
func largest(w io.Writer, sizes map[string]int, n int) {

	names := make([]string, 0, len(sizes))
	for p := range sizes {
		names = append(names, p)
	}
	sort.Slice(names, func(i, j int) bool {
		if sizes[names[i]] != sizes[names[j]] {
			return sizes[names[i]] > sizes[names[j]]
		}
		return names[i] < names[j]
	})
	for _, p := range names[:min(n, len(names))] {
		fmt.Fprintf(w, "%10d %s\n", sizes[p], p)
	}
}
