// SPDX-License-Identifier: GPL-3.0-or-later
#include "UnsavedQuitDialog.h"

#include "encounter/UnsavedQuit.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QtDebug>

namespace scouter::ui {

namespace {

enum class QuitChoice { Retry, SaveCopy, Discard, Cancel };

QuitChoice askOnce(QWidget* parent, const UnsavedQuit& unsaved) {
    QMessageBox box(QMessageBox::Warning, UnsavedQuitDialog::tr("Unsaved Commands — Scouter"),
                    unsaved.summary() + QLatin1Char('.'), QMessageBox::NoButton, parent);
    box.setObjectName(QStringLiteral("unsavedQuitDialog"));
    box.setInformativeText(
        UnsavedQuitDialog::tr("%1\n\nRetry writes them to the campaign now. Save a Copy Elsewhere… writes the whole "
                              "campaign with them to a new file, to open next time with scouter --database FILE. "
                              "Quit and Discard loses them.")
            .arg(unsaved.reason()));
    QPushButton* retry = box.addButton(UnsavedQuitDialog::tr("&Retry"), QMessageBox::AcceptRole);
    retry->setObjectName(QStringLiteral("retryButton"));
    QPushButton* copy = box.addButton(UnsavedQuitDialog::tr("&Save a Copy Elsewhere…"), QMessageBox::ActionRole);
    copy->setObjectName(QStringLiteral("saveCopyButton"));
    const std::size_t count = unsaved.count();
    QPushButton* discard =
        box.addButton(count == 1 ? UnsavedQuitDialog::tr("Quit and &Discard 1 Command")
                                 : UnsavedQuitDialog::tr("Quit and &Discard %1 Commands").arg(QString::number(count)),
                      QMessageBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discardButton"));
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelButton"));
    box.setDefaultButton(retry);
    box.setEscapeButton(cancel);
    box.exec();
    const QAbstractButton* clicked = box.clickedButton();
    if (clicked == retry) {
        return QuitChoice::Retry;
    }
    if (clicked == copy) {
        return QuitChoice::SaveCopy;
    }
    return clicked == discard ? QuitChoice::Discard : QuitChoice::Cancel;
}

} // namespace

bool UnsavedQuitDialog::ask(QWidget* parent, UnsavedQuit& unsaved, const ChoosePath& choosePath) {
    while (true) {
        switch (askOnce(parent, unsaved)) {
        case QuitChoice::Retry: {
            // As long as the writer waits for a lock: a few seconds at most.
            QApplication::setOverrideCursor(Qt::WaitCursor);
            const bool written = unsaved.retry();
            QApplication::restoreOverrideCursor();
            if (written) {
                return true;
            }
            break; // asked again, with the new reason and count
        }
        case QuitChoice::SaveCopy: {
            const QString path = choosePath ? choosePath(parent) : QString();
            if (path.isEmpty()) {
                break;
            }
            QApplication::setOverrideCursor(Qt::WaitCursor);
            const bool copied = unsaved.saveCopy(path);
            QApplication::restoreOverrideCursor();
            if (copied) {
                qInfo().noquote() << tr("Scouter saved a copy of the campaign with every unsaved command to %1.")
                                         .arg(QDir::toNativeSeparators(path));
                return true;
            }
            break;
        }
        case QuitChoice::Discard:
            qWarning().noquote() << unsaved.discard();
            return true;
        case QuitChoice::Cancel:
            return false;
        }
    }
}

QString UnsavedQuitDialog::chooseCopyPath(QWidget* parent, const QString& campaignPath) {
    const QString suggested = UnsavedQuit::copyPathIn(QDir::homePath(), campaignPath);
    // The copy never replaces a file (it refuses one that exists), so the dialog does not ask whether to.
    return QFileDialog::getSaveFileName(parent, tr("Save a Copy of the Campaign With the Unsaved Commands"), suggested,
                                        tr("Scouter campaigns (*.scouter)"), nullptr,
                                        QFileDialog::DontConfirmOverwrite);
}

} // namespace scouter::ui
