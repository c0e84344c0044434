// SPDX-License-Identifier: GPL-3.0-or-later
#include "Theme.h"

#include "DeferredIconStyle.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace scouter::ui {

namespace {

QPalette darkPalette() {
    QPalette p;
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1f, 0x21, 0x24);
    const QColor text(0xe8, 0xea, 0xed);
    const QColor disabled(0x80, 0x84, 0x8a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x27, 0x29, 0x2d));
    p.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x40, 0x43));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabled);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x37, 0x3b));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(0xff, 0x8a, 0x80));
    p.setColor(QPalette::Link, QColor(0x8a, 0xb4, 0xf8));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x6f, 0xb8));
    p.setColor(QPalette::HighlightedText, QColor(0xff, 0xff, 0xff));
    p.setColor(QPalette::Light, QColor(0x45, 0x48, 0x4d));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3d, 0x41));
    p.setColor(QPalette::Mid, QColor(0x30, 0x32, 0x36));
    p.setColor(QPalette::Dark, QColor(0x18, 0x19, 0x1b));
    p.setColor(QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        p.setColor(QPalette::Disabled, role, disabled);
    }
    p.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x50, 0x53, 0x58));
    return p;
}

} // namespace

std::optional<Theme> themeFromString(const QString& text) {
    if (text == QLatin1String("system")) {
        return Theme::System;
    }
    if (text == QLatin1String("light")) {
        return Theme::Light;
    }
    if (text == QLatin1String("dark")) {
        return Theme::Dark;
    }
    return std::nullopt;
}

bool isDark(const QPalette& palette) {
    return palette.color(QPalette::Base).lightness() < 128;
}

engine::Tone toneFrom(int value) {
    return value >= 0 && value <= static_cast<int>(engine::Tone::Bad) ? static_cast<engine::Tone>(value)
                                                                      : engine::Tone::Neutral;
}

ToneColours toneColours(engine::Tone tone, const QPalette& palette) {
    // What the palette decides, worked out once per palette and colour group: every chip asks at
    // every paint, and telling dark from light and darkening the highlight each convert a colour.
    struct Known {
        qint64 key = -1;
        QPalette::ColorGroup group = QPalette::NColorGroups;
        bool dark = false;
        QColor neutral;
    };
    thread_local Known known;
    if (known.key != palette.cacheKey() || known.group != palette.currentColorGroup()) {
        const bool dark = isDark(palette);
        known = {palette.cacheKey(), palette.currentColorGroup(), dark,
                 palette.color(QPalette::Highlight).darker(dark ? 110 : 130)};
    }
    // Deep enough for white text (4.5:1) on either board; amber takes dark text, white on it is hard
    // to read, and a warmer amber on a dark board.
    const bool dark = known.dark;
    switch (tone) {
    case engine::Tone::Good:
        return {QColor(0x2e, 0x7d, 0x32), Qt::white};
    case engine::Tone::Warning:
        return {dark ? QColor(0xff, 0xb3, 0x00) : QColor(0xff, 0xa0, 0x00), QColor(0x21, 0x21, 0x21)};
    case engine::Tone::Bad:
        return {QColor(0xc6, 0x28, 0x28), Qt::white};
    case engine::Tone::Neutral:
        break;
    }
    return {known.neutral, Qt::white};
}

void applyTheme(QApplication& app, Theme theme) {
    if (theme == Theme::System) {
        QApplication::setStyle(new DeferredIconStyle(nullptr));
        return;
    }
    QApplication::setStyle(new DeferredIconStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
    app.setPalette(theme == Theme::Dark ? darkPalette() : QApplication::style()->standardPalette());
}

} // namespace scouter::ui
