// SPDX-License-Identifier: GPL-3.0-or-later
#include "DeferredIconStyle.h"
#include "DeferredIcon.h"

#include <QApplication>
#include <QHash>
#include <QMainWindow>
#include <QMenuBar>
#include <QStyleFactory>
#include <QStyleOption>
#include <QToolButton>

#include <gtest/gtest.h>

#include <memory>

namespace scouter::ui {
namespace {

// Fusion, counting how often its overflow arrows are read.
class CountingStyle final : public QProxyStyle {
public:
    CountingStyle() : QProxyStyle(QStyleFactory::create(QStringLiteral("Fusion"))) {}
    [[nodiscard]] QIcon standardIcon(StandardPixmap icon, const QStyleOption* option,
                                     const QWidget* widget) const override {
        if (icon == SP_ToolBarHorizontalExtensionButton || icon == SP_ToolBarVerticalExtensionButton) {
            ++m_arrows;
        }
        ++m_asked[icon];
        return QProxyStyle::standardIcon(icon, option, widget);
    }
    [[nodiscard]] int arrows() const { return m_arrows; }
    [[nodiscard]] int asked(StandardPixmap icon) const { return m_asked.value(icon); }

private:
    mutable int m_arrows = 0;
    mutable QHash<StandardPixmap, int> m_asked;
};

// The application's style for one test, and back to the one before.
class ApplicationStyle {
public:
    explicit ApplicationStyle(QStyle* style) : m_before(QApplication::style()->name()) {
        QApplication::setStyle(style);
    }
    ApplicationStyle(const ApplicationStyle&) = delete;
    ApplicationStyle& operator=(const ApplicationStyle&) = delete;
    ~ApplicationStyle() { QApplication::setStyle(m_before); }

private:
    QString m_before;
};

QImage arrowImage(const QIcon& icon) {
    return icon.pixmap(QSize(16, 16)).toImage().convertToFormat(QImage::Format_ARGB32);
}

TEST(DeferredIconStyleTest, AMenuBarReadsItsOverflowArrowOnlyWhenTheWindowIsTooNarrowForItsMenus) {
    auto* counting = new CountingStyle;
    const ApplicationStyle style(new DeferredIconStyle(counting));
    QMainWindow window;
    for (const char* name : {"Campaign", "Encounter", "View", "Review", "Library", "Help"}) {
        window.menuBar()->addMenu(QString::fromLatin1(name));
    }
    window.resize(900, 300);
    window.show();
    (void)window.grab();
    EXPECT_EQ(counting->arrows(), 0) << "the arrow was read with every menu in view";

    window.resize(120, 300);
    QApplication::processEvents();
    (void)window.grab();
    const auto* arrow = window.menuBar()->findChild<QToolButton*>();
    ASSERT_NE(arrow, nullptr);
    EXPECT_TRUE(arrow->isVisible()) << "the menus do not fit, so the overflow arrow shows";
    EXPECT_EQ(counting->arrows(), 1);
    EXPECT_FALSE(arrowImage(arrow->icon()).isNull());
}

TEST(DeferredIconStyleTest, TheArrowIsTheBaseStylesOwnInEitherDirection) {
    QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    const std::unique_ptr<QStyle> plain(QStyleFactory::create(QStringLiteral("Fusion")));
    const DeferredIconStyle deferred(fusion);
    for (const auto direction : {Qt::LeftToRight, Qt::RightToLeft}) {
        QStyleOption option;
        option.direction = direction;
        for (const auto arrow :
             {QStyle::SP_ToolBarHorizontalExtensionButton, QStyle::SP_ToolBarVerticalExtensionButton}) {
            const QImage shown = arrowImage(deferred.standardIcon(arrow, &option, nullptr));
            ASSERT_FALSE(shown.isNull());
            EXPECT_EQ(shown, arrowImage(plain->standardIcon(arrow, &option, nullptr)));
        }
    }
    // Any other icon is the base style's as it is.
    EXPECT_EQ(arrowImage(deferred.standardIcon(QStyle::SP_DialogOkButton, nullptr, nullptr)),
              arrowImage(plain->standardIcon(QStyle::SP_DialogOkButton, nullptr, nullptr)));
}

TEST(DeferredIconStyleTest, AnIconAskedForWithoutAnOptionIsMadeOncePerLayoutDirection) {
    auto* counting = new CountingStyle;
    const DeferredIconStyle deferred(counting);
    const std::unique_ptr<QStyle> plain(QStyleFactory::create(QStringLiteral("Fusion")));
    const QImage play = arrowImage(deferred.standardIcon(QStyle::SP_MediaPlay, nullptr, nullptr));
    const QImage again = arrowImage(deferred.standardIcon(QStyle::SP_MediaPlay, nullptr, nullptr));
    EXPECT_EQ(counting->asked(QStyle::SP_MediaPlay), 1) << "the second time is the icon made the first";
    ASSERT_FALSE(play.isNull());
    EXPECT_EQ(again, play);
    EXPECT_EQ(play, arrowImage(plain->standardIcon(QStyle::SP_MediaPlay, nullptr, nullptr)));

    // An arrow without an option points the application's way: a change of direction makes it anew.
    const QImage leftToRight = arrowImage(deferred.standardIcon(QStyle::SP_ArrowBack, nullptr, nullptr));
    QGuiApplication::setLayoutDirection(Qt::RightToLeft);
    const QImage rightToLeft = arrowImage(deferred.standardIcon(QStyle::SP_ArrowBack, nullptr, nullptr));
    const QImage plainRightToLeft = arrowImage(plain->standardIcon(QStyle::SP_ArrowBack, nullptr, nullptr));
    QGuiApplication::setLayoutDirection(Qt::LeftToRight);
    EXPECT_EQ(counting->asked(QStyle::SP_ArrowBack), 2);
    EXPECT_NE(leftToRight, rightToLeft);
    EXPECT_EQ(rightToLeft, plainRightToLeft);

    // With an option or a widget the base style is asked each time: either may change the picture.
    QStyleOption option;
    option.direction = Qt::LeftToRight;
    (void)deferred.standardIcon(QStyle::SP_MediaPlay, &option, nullptr);
    (void)deferred.standardIcon(QStyle::SP_MediaPlay, &option, nullptr);
    EXPECT_EQ(counting->asked(QStyle::SP_MediaPlay), 3);
}

TEST(DeferredIconStyleTest, ADeferredIconIsMadeOnceWhenFirstDrawn) {
    int made = 0;
    QToolButton button;
    button.setIcon(QIcon(new DeferredIcon([&made] {
        ++made;
        QPixmap red(16, 16);
        red.fill(Qt::red);
        return QIcon(red);
    })));
    (void)button.sizeHint();
    EXPECT_EQ(made, 0);
    const QImage first = button.grab().toImage();
    (void)button.grab();
    EXPECT_EQ(made, 1);
    bool anyRed = false;
    for (int y = 0; y < first.height() && !anyRed; ++y) {
        for (int x = 0; x < first.width() && !anyRed; ++x) {
            anyRed = first.pixelColor(x, y) == QColor(Qt::red);
        }
    }
    EXPECT_TRUE(anyRed) << "the button draws the icon made";
}

} // namespace
} // namespace scouter::ui
