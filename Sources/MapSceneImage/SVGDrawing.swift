internal import CRsvg

/// mapc's SVG drawn by librsvg on cairo surfaces: the one renderer behind both PNG and PDF, so
/// that they show exactly what the SVG shows.
enum SVGDrawing {
    /// `svg` drawn into `width` × `height` pixels of non-premultiplied RGBA, its view box
    /// scaled to the whole picture.
    static func pixels(_ svg: [UInt8], width: Int, height: Int) throws(ImageError) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        var result = mapc_rsvg_result()
        let status = svg.withUnsafeBufferPointer { svg in
            rgba.withUnsafeMutableBufferPointer {
                mapc_rsvg_draw_pixels(svg.baseAddress, svg.count, $0.baseAddress, UInt32(width), UInt32(height), &result)
            }
        }
        try check(status, result)
        return rgba
    }

    /// `svg` drawn as a one-page PDF of `width` × `height` points titled `title`.
    static func pdf(_ svg: [UInt8], width: Double, height: Double, title: String?) throws(ImageError) -> [UInt8] {
        var result = mapc_rsvg_result()
        defer { mapc_rsvg_free(result.bytes) }
        let status = svg.withUnsafeBufferPointer { svg in
            if let title {
                title.filter { $0 != "\0" }.withCString {
                    mapc_rsvg_draw_pdf(svg.baseAddress, svg.count, width, height, $0, &result)
                }
            } else {
                mapc_rsvg_draw_pdf(svg.baseAddress, svg.count, width, height, nil, &result)
            }
        }
        try check(status, result)
        guard let bytes = result.bytes else { throw .outOfMemory }
        return Array(UnsafeBufferPointer(start: bytes, count: result.count))
    }

    private static func check(_ status: mapc_rsvg_status, _ result: mapc_rsvg_result) throws(ImageError) {
        switch status {
        case MAPC_RSVG_OK: return
        case MAPC_RSVG_OUT_OF_MEMORY: throw .outOfMemory
        case MAPC_RSVG_UNAVAILABLE: throw .unavailable(message(result))
        default: throw .failed(message(result))
        }
    }

    /// The NUL-terminated reason in `result`.
    private static func message(_ result: mapc_rsvg_result) -> String {
        withUnsafeBytes(of: result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
