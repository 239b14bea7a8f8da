import Foundation

/// Reading and writing JSON-RPC's JSON with Foundation's serializer.
enum JSON {
    /// A whole number, whichever way the serializer read it; nil for anything else.
    static func int(_ value: Any?) -> Int? {
        // Foundation reads `true` as a number too; its type tells them apart.
        guard let number = value as? NSNumber, !String(describing: type(of: number)).contains("Boolean") else { return nil }
        let double = number.doubleValue
        guard double == double.rounded(), abs(double) < 1e15 else { return nil }
        return Int(double)
    }

    /// The bytes of `object`, keys sorted so the output is the same on every run.
    static func data(_ object: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
            ?? Data("null".utf8)
    }

    /// The JSON value in `data`; nil when it is not JSON.
    static func value(_ data: Data) -> Any? {
        try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }
}

/// JSON-RPC's error codes, and LSP's.
enum RPCError: Int {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestFailed = -32803
}
