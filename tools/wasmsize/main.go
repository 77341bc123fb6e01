// Command wasmsize says what a Go WebAssembly module holds: the size of its
// code by Go package (from the module's "name" section, so build it without
// -ldflags="-s -w"), and its data section.
//
//	wasmsize [-n 40] FILE.wasm
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
)

func main() {
	n := flag.Int("n", 40, "how many packages to list, largest first")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: wasmsize [-n 40] FILE.wasm")
		os.Exit(2)
	}
	b, err := os.ReadFile(flag.Arg(0))
	if err == nil {
		var m *module
		if m, err = parse(b); err == nil {
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
	names := make([]string, 0, len(byPkg))
	for p := range byPkg {
		names = append(names, p)
	}
	sort.Slice(names, func(i, j int) bool {
		if byPkg[names[i]] != byPkg[names[j]] {
			return byPkg[names[i]] > byPkg[names[j]]
		}
		return names[i] < names[j]
	})
	for _, p := range names[:min(n, len(names))] {
		fmt.Fprintf(w, "%10d %s\n", byPkg[p], p)
	}
}
