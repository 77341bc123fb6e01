//go:build js && wasm

package main

import "syscall/js"

// node is a DOM element. The page calls the DOM through these few methods
// on syscall/js rather than through a DOM package: a complete binding links
// every element and event type into the module, which then takes longer
// to download and compile.
type node struct{ js.Value }

var document = js.Global().Get("document")

// byID is the element with the given id; its Value is null when there is none.
func byID(id string) node { return node{document.Call("getElementById", id)} }

func create(tag string) node { return node{document.Call("createElement", tag)} }

func (n node) SetAttribute(name, value string) { n.Call("setAttribute", name, value) }

func (n node) GetAttribute(name string) string {
	v := n.Call("getAttribute", name)
	if v.IsNull() {
		return ""
	}
	return v.String()
}

func (n node) SetTextContent(s string) { n.Set("textContent", s) }

func (n node) SetInnerHTML(s string) { n.Set("innerHTML", s) }

func (n node) AppendChild(c node) { n.Call("appendChild", c.Value) }

// on calls f with the event each time the element (or window) fires it.
func on(target js.Value, event string, f func(e js.Value)) {
	target.Call("addEventListener", event, js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	}))
}
